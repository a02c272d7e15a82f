import { Alert, Button } from '@mui/material';
import { useSession } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { attemptsQuery } from '../api/attempts';

/** On the dialogue intro: the user's unfinished attempt at this dialogue, to reopen at its first unanswered segment. */
export function ContinueAttempt({ dialogueId }: { dialogueId: number }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const attempts = useQuery({ ...attemptsQuery(userId ?? 0), enabled: userId !== null });
  const attempt = attempts.data?.unfinished.find((a) => a.dialogueId === dialogueId && a.sessionId !== null);
  if (!attempt) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={`/practice/${attempt.sessionId}/${attempt.nextSegmentOrder ?? 1}`} color="inherit" size="small">
          Continue where you left off
        </Button>
      }
    >
      {`You have an unfinished ${attempt.kind} of this dialogue: ${attempt.answered ?? 0} of ${attempt.turns ?? 0} segments answered.`}
    </Alert>
  );
}
