import { Alert, Box, Chip, Link, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatMoney, LoadingText } from '@ccl/shared';
import { ColumnHeads } from '../../results/components/ColumnHeads';
import type { CreditTransaction } from '../api/types';
import { useCreditHistory } from '../hooks/useCreditHistory';
import { shortPaymentId, signedCredits } from '../model/transactions';

export const HISTORY_FAILED = 'Failed to load credit history';

const TYPE_COLOURS = { purchase: 'primary', bonus: 'success', usage: 'default', refund: 'success' } as const;

function TypeChip({ type }: { type: CreditTransaction['type'] }) {
  return <Chip size="small" label={type} color={TYPE_COLOURS[type] ?? 'default'} variant="outlined" />;
}

function CreditsText({ credits }: { credits: number }) {
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: 700, color: credits < 0 ? 'error.main' : 'success.dark' }}>
      {signedCredits(credits)}
    </Typography>
  );
}

const COLUMNS = ['Date', 'Type', 'Description', 'Credits', 'Payment ID', 'Amount'];

/** History (spec §2, §9): the credit transactions, newest first. */
export function HistoryTab({ userId }: { userId: number }) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { data: transactions, isError, isFetching, refetch } = useCreditHistory(userId);

  if (!transactions) {
    if (!isError || isFetching) return <LoadingText text="Loading credit history..." />;
    return (
      <Alert severity="error">
        {HISTORY_FAILED}{' '}
        <Link component="button" onClick={() => void refetch()} sx={{ verticalAlign: 'baseline' }}>
          Try again
        </Link>
      </Alert>
    );
  }
  if (transactions.length === 0) return <Typography>No credit transactions yet.</Typography>;

  if (mobile) {
    return (
      <Stack component="ul" spacing={1.5} aria-label="Credit history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {transactions.map((t) => (
          <Paper component="li" variant="outlined" key={t.id} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2">{t.description}</Typography>
              <CreditsText credits={t.credits} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              <TypeChip type={t.type} />
              <Typography variant="body2" color="text.secondary">
                {formatDate(t.created_at)}
              </Typography>
            </Stack>
            {(t.amount_paid !== null || t.stripe_payment_intent_id) && (
              <Box sx={{ mt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {formatMoney(t.amount_paid, t.currency)} · Payment {shortPaymentId(t.stripe_payment_intent_id)}
                </Typography>
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Credit history">
        <ColumnHeads columns={COLUMNS} />
        <TableBody>
          {transactions.map((t) => (
            <TableRow key={t.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.created_at)}</TableCell>
              <TableCell>
                <TypeChip type={t.type} />
              </TableCell>
              <TableCell>{t.description}</TableCell>
              <TableCell>
                <CreditsText credits={t.credits} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{shortPaymentId(t.stripe_payment_intent_id)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(t.amount_paid, t.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
