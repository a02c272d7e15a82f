import { Box, Container, Stack, Typography } from '@mui/material';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LoadingText, useSession, type User } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { attemptsQuery } from '../features/attempts/api/attempts';
import { UnfinishedAttempts } from '../features/attempts/components/UnfinishedAttempts';
import { GuestPrompt } from '../features/guest/components/GuestPrompt';
import { useDisputeQueue } from '../features/moderation/hooks/useDisputeQueue';
import { dueCountQuery, planQuery, progressQuery } from '../features/learning/api/learning';
import { LearningPanel } from '../features/learning/components/LearningPanel';
import { ProgressPanel } from '../features/learning/components/ProgressPanel';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { useResults, useResultsPolling } from '../features/results/hooks/useResults';

// The other tabs are fetched when first opened: with them, their tables, dialogs and choices (~40 KB brotli)
// were preloaded with every visit to the overview (issue #14).
const ResultsTab = lazy(() => import('../features/results/components/ResultsTab').then((m) => ({ default: m.ResultsTab })));
const MockExamsTab = lazy(() => import('../features/mock-exams/components/MockExamsTab').then((m) => ({ default: m.MockExamsTab })));
const HistoryTab = lazy(() => import('../features/credit-history/components/HistoryTab').then((m) => ({ default: m.HistoryTab })));
const DisputesTab = lazy(() => import('../features/moderation/components/DisputesTab').then((m) => ({ default: m.DisputesTab })));

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'results', label: 'Test Results' },
  { key: 'mock', label: 'Mock Exams' },
  { key: 'history', label: 'History' },
  // Moderators only: shown when the server answers the queue (MODERATOR_USER_IDS).
  { key: 'disputes', label: 'Disputes' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.key === value);
}

/**
 * /dashboard (spec §2): Overview, Test Results and History, Mock Exams (issue #15) apart from single dialogues,
 * and Disputes for moderators. The tab is in the URL (?tab=results),
 * so it survives a reload and can be linked to.
 */
export default function DashboardPage() {
  const user = useSession((s) => s.user);
  if (!user)
    return (
      <GuestPrompt title="Log in to view your dashboard" text="Your scores, progress charts and credit history are kept in your account." />
    );
  return <Dashboard user={user} />;
}

/**
 * Whether the answers the page is first drawn with have come — each one, or its first failure (the
 * part that failed says so). Until then the page shows one loading line and keeps its parts hidden:
 * shown part by part, the unfinished attempts above the tabs and the plan and progress panels each
 * pushed down what was already there as they arrived (CLS 0.21 on a phone; issue #14).
 */
function useFirstAnswers(userId: number): boolean {
  const answers = [
    useQuery(attemptsQuery(userId)),
    useQuery(planQuery(userId)),
    useQuery(dueCountQuery(userId)),
    useQuery(progressQuery(userId)),
    useResults(userId),
  ];
  const settled = answers.every((answer) => !answer.isPending || answer.failureCount > 0);
  // Once shown, shown for good: a part fetched again (Try again, a new attempt) shows its own progress.
  const [drawn, setDrawn] = useState(false);
  if (settled && !drawn) setDrawn(true);
  return drawn || settled;
}

function Dashboard({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const moderates = useDisputeQueue(user.id).isSuccess;
  const tabs = TABS.filter((t) => t.key !== 'disputes' || moderates);
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) && tabs.some((t) => t.key === tabParam) ? tabParam : 'overview';
  const refreshUser = useSession((s) => s.refreshUser);
  // Whichever tab is shown: credits and the scoring count may have changed since the session was loaded
  // (a failed reread keeps what is shown), and results still being scored are followed until they are.
  // Always, even when the user was read moments ago: an attempt scored in the background since then
  // changed the count (skipping a read under 10 s old showed 'AI Scoring Used 0' beside a scored result).
  // An unchanged answer draws nothing again (refreshUser keeps the same object).
  useEffect(() => {
    void refreshUser();
  }, [refreshUser, user.id]);
  useResultsPolling(user.id);
  const answered = useFirstAnswers(user.id);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Dashboard
      </Typography>
      {!answered && <LoadingText text="Loading your dashboard..." />}
      {/* Mounted from the start (each part asks for its data at once, and once), shown when all have answered. */}
      <Box hidden={!answered}>
        <DashboardSections
          user={user}
          tab={tab}
          tabs={tabs}
          onTab={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
        />
      </Box>
    </Container>
  );
}

function DashboardSections({
  user,
  tab,
  tabs,
  onTab,
}: {
  user: User;
  tab: TabKey;
  tabs: ReadonlyArray<(typeof TABS)[number]>;
  onTab: (tab: TabKey) => void;
}) {
  return (
    <>
      <UnfinishedAttempts userId={user.id} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => onTab(value)}
          aria-label="Dashboard sections"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map(({ key, label }) => (
            <Tab key={key} value={key} label={label} id={`dashboard-tab-${key}`} aria-controls={`dashboard-panel-${key}`} />
          ))}
        </Tabs>
      </Box>
      {tabs.map(({ key }) => (
        <div key={key} role="tabpanel" id={`dashboard-panel-${key}`} aria-labelledby={`dashboard-tab-${key}`} hidden={tab !== key}>
          {tab === key && (
            // Mounted with the tab: a tab opened for the first time shows the loading line while its code comes.
            <Suspense fallback={<LoadingText />}>
              {key === 'overview' && (
                <Stack spacing={3}>
                  <LearningPanel userId={user.id} />
                  <ProgressPanel userId={user.id} />
                  <OverviewTab user={user} />
                </Stack>
              )}
              {key === 'results' && <ResultsTab userId={user.id} />}
              {key === 'mock' && <MockExamsTab user={user} />}
              {key === 'history' && <HistoryTab userId={user.id} />}
              {key === 'disputes' && <DisputesTab userId={user.id} />}
            </Suspense>
          )}
        </div>
      ))}
    </>
  );
}
