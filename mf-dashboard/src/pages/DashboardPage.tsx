import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { useSession } from '@ccl/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GuestPrompt } from '../common/GuestPrompt';
import { HistoryTab } from '../dashboard/history/HistoryTab';
import { OverviewTab } from '../dashboard/overview/OverviewTab';
import { ResultsTab } from '../dashboard/test-results/ResultsTab';
import { useCreditHistory } from '../dashboard/useCreditHistory';
import { useRefreshUser } from '../dashboard/useRefreshUser';
import { RESULTS_POLL_MS, useResults } from '../dashboard/useResults';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'results', label: 'Test Results' },
  { key: 'history', label: 'History' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.key === value);
}

/**
 * /dashboard (spec §2): Overview, Test Results and History. The tab is in the URL (?tab=results),
 * so it survives a reload and can be linked to. `pollMs` exists for tests; the shell passes nothing.
 */
export default function DashboardPage({ pollMs = RESULTS_POLL_MS }: { pollMs?: number }) {
  const user = useSession((s) => s.user);
  if (!user) return <GuestPrompt title="Log in to view your dashboard" text="Your scores, progress charts and credit history are kept in your account." />;
  return <Dashboard pollMs={pollMs} />;
}

function Dashboard({ pollMs }: { pollMs: number }) {
  const user = useSession((s) => s.user)!;
  const updateUser = useSession((s) => s.updateUser);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'overview';
  const refreshUser = useRefreshUser();
  const { state: results, reload: reloadResults } = useResults({ pollMs, onScored: refreshUser });
  const { state: history, reload: reloadHistory } = useCreditHistory(tab === 'history');

  // Credits and the scoring count may have changed since the session was loaded.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  const onPurchased = useCallback(
    (purchase: { new_balance: number; credits_added: number }) => {
      updateUser({ available_credits: purchase.new_balance });
      void refreshUser();
      reloadHistory();
    },
    [updateUser, refreshUser, reloadHistory],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
          aria-label="Dashboard sections"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map(({ key, label }) => (
            <Tab key={key} value={key} label={label} id={`dashboard-tab-${key}`} aria-controls={`dashboard-panel-${key}`} />
          ))}
        </Tabs>
      </Box>
      {TABS.map(({ key }) => (
        <div key={key} role="tabpanel" id={`dashboard-panel-${key}`} aria-labelledby={`dashboard-tab-${key}`} hidden={tab !== key}>
          {tab === key && key === 'overview' && <OverviewTab user={user} results={results} onRetry={reloadResults} onPurchased={onPurchased} />}
          {tab === key && key === 'results' && <ResultsTab results={results} onRetry={reloadResults} />}
          {tab === key && key === 'history' && <HistoryTab history={history} onRetry={reloadHistory} />}
        </div>
      ))}
    </Container>
  );
}
