import type { ComponentType } from 'react';

/**
 * What each remote exposes, and with which props: the typed contract between the shell, the remotes
 * that open each other's modules, and the remote that provides them. The provider checks its exposed
 * modules against this at build time (its src/pages/contract.ts); a consumer's useRemoteComponent is
 * typed by it. A change here is a change of the core: bump its version.
 */

/** Billing's 'Purchase Credits' dialog (spec §4), opened by the dashboard's no-credits banner. */
export interface CreditPurchaseDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs once per completed purchase, when the success screen ends. */
  onSuccess?: (result: { credits_added: number; new_balance: number }) => void;
  /** The package to start with (the pricing page's Buy buttons); other remotes leave it out. */
  initialProductId?: number | null;
}

/** Billing's 'Insufficient Credits' dialog (spec §5), opened by practice when a start is refused. */
export interface InsufficientCreditsDialogProps {
  open: boolean;
  onClose: () => void;
  /** What starting a practice costs (credit_cost_per_dialogue). */
  creditsNeeded: number;
}

/** A routed page takes no props: it reads the route's parameters itself. */
export type PageModule = ComponentType;

export interface ExposedModules {
  content: {
    './HomePage': PageModule;
    './PrivacyPolicyPage': PageModule;
    './DisclaimerPage': PageModule;
    './TermsPage': PageModule;
    './TipsPage': PageModule;
    './GetStartedPage': PageModule;
    './VocabularyPage': PageModule;
    './TranscriptPage': PageModule;
  };
  practice: {
    './LanguagePage': PageModule;
    './DialogueIntroPage': PageModule;
    './PracticeSegmentPage': PageModule;
    './PracticeCompletePage': PageModule;
    './DrillPage': PageModule;
    './MockStartPage': PageModule;
    './MockExamPage': PageModule;
  };
  dashboard: {
    './DashboardPage': PageModule;
    './SettingsPage': PageModule;
    './WeakSegmentsPage': PageModule;
    './ReviewPage': PageModule;
  };
  community: {
    './DiscussionsPage': PageModule;
  };
  billing: {
    './PricingPage': PageModule;
    './CreditPurchaseDialog': ComponentType<CreditPurchaseDialogProps>;
    './InsufficientCreditsDialog': ComponentType<InsufficientCreditsDialogProps>;
  };
}

export type RemoteName = keyof ExposedModules;
export type ExposedModuleName<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ExposedModule<R extends RemoteName, M extends ExposedModuleName<R>> = ExposedModules[R][M];

/** The props of an exposed component, e.g. ExposedProps<'billing', './CreditPurchaseDialog'>. */
export type ExposedProps<R extends RemoteName, M extends ExposedModuleName<R>> =
  ExposedModules[R][M] extends ComponentType<infer P> ? P : never;
