import { Alert, Button, Paper, Typography } from '@mui/material';
import { LoadingText, serverMessage } from '@ccl/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { completeMock, submitMockAnswer } from '../api/mockExams';
import type { MockExam } from '../api/types';
import { UPLOAD_STATUS } from '../../recording/hooks/useDurableUpload';
import { useFlushPending } from '../../recording/hooks/useFlushPending';
import { nextTurn } from '../model/nextTurn';
import { MockTurnPanel } from './MockTurnPanel';

/**
 * The exam runner: the next turn of dialogue 1, then dialogue 2; then Finish, which charges the mock
 * once and sends both dialogues to scoring. A reload reopens at the first unanswered turn.
 */
export function MockRunner({ mock }: { mock: MockExam }) {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ['mock-exams', mock.id] }), [client, mock.id]);
  const finish = useMutation({
    mutationFn: () => completeMock(mock.id),
    onSuccess: (answer) => client.setQueryData(['mock-exams', mock.id], answer.data),
  });
  const pending = useFlushPending(
    submitMockAnswer,
    mock.dialogues.map((d) => d.sessionId),
    refresh,
  );
  const turn = nextTurn(mock);

  if (pending.flushing) return <LoadingText text={pending.state === 'saved' ? UPLOAD_STATUS.saved : 'Uploading your saved answers...'} />;
  if (turn) {
    return <MockTurnPanel key={`${turn.part}/${turn.segmentOrder}`} mockExamId={mock.id} turn={turn} onAnswered={() => void refresh()} />;
  }
  const refused = finish.data?.status === 'insufficient_credit' ? finish.data.message : finish.isError ? serverMessage(finish.error) : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography>Both dialogues are answered. Finish the mock exam to have them scored.</Typography>
      <Button variant="contained" onClick={() => finish.mutate()} disabled={finish.isPending}>
        Finish mock exam
      </Button>
      {refused && <Alert severity="warning">{refused}</Alert>}
    </Paper>
  );
}
