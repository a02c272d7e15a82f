import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { User } from '@ccl/shared';
import type { ReactNode } from 'react';
import type { TestResult } from '../../results/api/types';
import { ScoreLabel } from '../../results/components/ResultStatus';
import { scoreOutOf45 } from '../../results/model/results';
import { highestScore } from '../model/figures';

function StatCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'text.secondary' }}>
          {icon}
          <Typography variant="subtitle2" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The four Overview cards (spec §2): credits, scorings used, highest score, plan. */
export function StatCards({ user, results }: { user: User; results: TestResult[] | undefined }) {
  const best = results && highestScore(results);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      <StatCard title="Available Credits" icon={<AccountBalanceWalletIcon fontSize="small" />}>
        <Typography variant="h3" component="p">
          {user.available_credits}
        </Typography>
        {/* Purchases are off during the beta (spec §1): the Top Up button says so. */}
        <Button variant="outlined" size="small" disabled sx={{ mt: 1.5 }}>
          Coming Soon
        </Button>
      </StatCard>
      <StatCard title="AI Scoring Used" icon={<AutoGraphIcon fontSize="small" />}>
        <Typography variant="h3" component="p">
          {user.scoring_used}
        </Typography>
      </StatCard>
      <StatCard title="Highest Score" icon={<EmojiEventsIcon fontSize="small" />}>
        {results === undefined ? (
          <Typography variant="h3" component="p" color="text.secondary">
            —
          </Typography>
        ) : best ? (
          <>
            <Typography variant="h3" component="p">
              {scoreOutOf45(best.score)}
            </Typography>
            <ScoreLabel label={best.scoreLabel} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Dialogue #{best.dialogueId} · {best.title}
            </Typography>
          </>
        ) : (
          <Typography variant="h4" component="p" color="text.secondary">
            Test Not Taken
          </Typography>
        )}
      </StatCard>
      <StatCard title="Plan" icon={<WorkspacePremiumIcon fontSize="small" />}>
        <Chip
          label={user.plan === 'Free' ? 'Free' : 'Pro'}
          color={user.plan === 'Free' ? 'default' : 'primary'}
          sx={{ fontWeight: 700, fontSize: '1rem' }}
        />
      </StatCard>
    </Box>
  );
}
