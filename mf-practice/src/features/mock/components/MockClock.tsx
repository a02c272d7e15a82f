import { Chip } from '@mui/material';
import TimerIcon from '@mui/icons-material/Timer';
import { formatClock } from '@ccl/shared';
import { useElapsed } from '../hooks/useElapsed';

/** The overall clock of the mock, always in view (the real test takes about 20 minutes). */
export function MockClock({ startedAt }: { startedAt: string }) {
  const seconds = useElapsed(startedAt);
  return <Chip icon={<TimerIcon />} label={`Time ${formatClock(seconds)}`} data-testid="mock-clock" />;
}
