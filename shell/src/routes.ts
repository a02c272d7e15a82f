/**
 * The route table of spec §2: every path and the remote (and exposed module) that owns it.
 * The shell loads a remote only when one of its routes is visited.
 */
import type { ExposedModuleName, RemoteName } from '@ccl/shared';

/** A route of one remote: its module must be one the remote exposes (the core's ExposedModules contract). */
type RouteOf<R extends RemoteName> = {
  path: string;
  remote: R;
  module: ExposedModuleName<R>;
  title: string;
  description?: string;
  /**
   * Who the server draws the page for on a first visit (@ccl/shared/first-screen), as their browser would draw it:
   * 'everyone' — a page a guest reads (content), for a guest and for a signed-in visitor with their own reads;
   * 'signed-in' — a candidate's own page, for them only (a guest's browser sends them to log in). Unset: drawn in the
   * browser — a page that acts as it opens (starts a mock exam, a drill), or one not yet measured drawn.
   */
  drawnOnServer?: 'everyone' | 'signed-in';
};
export type RemoteRoute = { [R in RemoteName]: RouteOf<R> }[RemoteName];

export interface ShellRoute {
  path: string;
  page: 'signup' | 'login';
  title: string;
  description?: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  {
    path: '/',
    remote: 'content',
    module: './HomePage',
    drawnOnServer: 'everyone',
    title: 'CCL Practice — prepare for the CCL interpreting test',
    description: 'Practise CCL dialogues in 12 languages with AI scoring out of 45, vocabulary, transcripts and progress tracking.',
  },
  {
    path: '/privacy-policy',
    remote: 'content',
    module: './PrivacyPolicyPage',
    drawnOnServer: 'everyone',
    title: 'Privacy Policy — CCL Practice',
    description: 'What CCL Practice collects, why, how long it is kept and how to have it deleted.',
  },
  {
    path: '/disclaimer',
    remote: 'content',
    module: './DisclaimerPage',
    drawnOnServer: 'everyone',
    title: 'Disclaimer — CCL Practice',
    description: 'CCL Practice is independent of, and not endorsed by, the official CCL test body.',
  },
  {
    path: '/terms-and-conditions',
    remote: 'content',
    module: './TermsPage',
    drawnOnServer: 'everyone',
    title: 'Terms and Conditions — CCL Practice',
    description: 'The terms of using CCL Practice: accounts, credits, acceptable use and liability.',
  },
  {
    path: '/how-to-excel',
    remote: 'content',
    module: './TipsPage',
    drawnOnServer: 'everyone',
    title: 'How to Excel in the CCL Test — CCL Practice',
    description: 'Eight preparation tips for the CCL test, worth 5 extra points toward permanent residency.',
  },
  {
    path: '/get-started',
    remote: 'content',
    module: './GetStartedPage',
    drawnOnServer: 'everyone',
    title: 'Get Started — CCL Practice',
    description: 'Choose a language, learn its vocabulary, practise dialogues and read your AI scores.',
  },
  {
    path: '/vocabulary/:language',
    remote: 'content',
    module: './VocabularyPage',
    drawnOnServer: 'everyone',
    title: 'Vocabulary — CCL Practice',
    description: 'CCL vocabulary by topic: English terms with their translations.',
  },
  {
    path: '/transcript/:languageName/:dialogueId?',
    remote: 'content',
    module: './TranscriptPage',
    drawnOnServer: 'everyone',
    title: 'Transcript — CCL Practice',
    description: 'The full transcript of a CCL practice dialogue with expected interpretations.',
  },
  {
    path: '/language/:languageName',
    remote: 'practice',
    module: './LanguagePage',
    drawnOnServer: 'everyone',
    title: 'Dialogues — CCL Practice',
    description: 'CCL practice dialogues for your language, in all 12 test topics.',
  },
  {
    path: '/dialogue/:languageName/:dialogueId?',
    remote: 'practice',
    module: './DialogueIntroPage',
    title: 'Dialogue — CCL Practice',
    drawnOnServer: 'everyone',
  },
  {
    path: '/practice/complete/:sessionId',
    remote: 'practice',
    module: './PracticeCompletePage',
    title: 'Practice Complete — CCL Practice',
  },
  {
    path: '/practice/:sessionId/:segmentOrder',
    remote: 'practice',
    module: './PracticeSegmentPage',
    // Drawn with its instructions: its segment comes once this device's kept answers are checked (IndexedDB).
    drawnOnServer: 'signed-in',
    title: 'Practice — CCL Practice',
  },
  {
    path: '/mock/:languageName',
    remote: 'practice',
    module: './MockStartPage',
    title: 'Mock Exam — CCL Practice',
    description: 'A full CCL mock test: two dialogues under the exam rules and a pass/fail verdict against the real pass mark.',
  },
  { path: '/mock-exam/:mockExamId', remote: 'practice', module: './MockExamPage', title: 'Mock Exam — CCL Practice' },
  { path: '/dashboard', remote: 'dashboard', module: './DashboardPage', drawnOnServer: 'signed-in', title: 'Dashboard — CCL Practice' },
  { path: '/settings', remote: 'dashboard', module: './SettingsPage', title: 'Account Settings — CCL Practice' },
  { path: '/weak-segments', remote: 'dashboard', module: './WeakSegmentsPage', title: 'My Weak Segments — CCL Practice' },
  { path: '/review', remote: 'dashboard', module: './ReviewPage', title: 'Review — CCL Practice' },
  { path: '/drill/:segmentId', remote: 'practice', module: './DrillPage', title: 'Drill — CCL Practice' },
  {
    path: '/discussions',
    remote: 'community',
    module: './DiscussionsPage',
    drawnOnServer: 'everyone',
    title: 'Discussions — CCL Practice',
    description: 'Ask questions, share tips and read public feedback from CCL candidates.',
  },
  {
    path: '/pricing',
    remote: 'billing',
    module: './PricingPage',
    drawnOnServer: 'everyone',
    title: 'Pricing — CCL Practice',
    description: 'Credits for CCL practice: Basic 20 credits for $25, Premium 40 credits for $45. Credits never expire.',
  },
];

export const SHELL_ROUTES: ShellRoute[] = [
  {
    path: '/signup',
    page: 'signup',
    title: 'Sign Up — CCL Practice',
    description: 'Create a free CCL Practice account and get free credits.',
  },
  { path: '/login', page: 'login', title: 'Log In — CCL Practice' },
];
