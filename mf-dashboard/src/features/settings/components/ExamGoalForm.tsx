import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGE_NAMES, serverMessage, useToasts } from '@ccl/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { examGoalQuery, saveExamGoal, type ExamGoal, type ExamGoalUpdate } from '../api/examGoal';

export const GOAL_SAVED = 'Exam date saved. Your dashboard plans the weeks to it.';
export const GOAL_FAILED = 'Failed to save the exam date.';

/** The exam date and language, which the dashboard's plan counts down to. */
export function ExamGoalForm({ userId }: { userId: number }) {
  const goal = useQuery(examGoalQuery(userId));
  return (
    <Card component="section" aria-labelledby="exam-goal-title">
      <CardContent>
        <Typography id="exam-goal-title" variant="h4" component="h2" gutterBottom>
          Your exam
        </Typography>
        {goal.isPending ? (
          <CircularProgress aria-label="Loading your exam date" />
        ) : goal.isError ? (
          <Typography color="error">Your exam date could not be loaded. Please reload the page.</Typography>
        ) : (
          <GoalFields userId={userId} saved={goal.data} />
        )}
      </CardContent>
    </Card>
  );
}

function GoalFields({ userId, saved }: { userId: number; saved: ExamGoal }) {
  const queryClient = useQueryClient();
  const { showToast } = useToasts();
  const [examDate, setExamDate] = useState(saved.examDate ?? '');
  const [language, setLanguage] = useState<string>(saved.language ?? '');
  const save = useMutation({
    mutationFn: (update: ExamGoalUpdate) => saveExamGoal(update),
    onSuccess: (answer) => {
      queryClient.setQueryData(['learning', 'exam-goal', userId], answer);
      void queryClient.invalidateQueries({ queryKey: ['learning', 'plan', userId] });
      showToast(GOAL_SAVED, { variant: 'success' });
    },
    onError: (error) => showToast(serverMessage(error) ?? GOAL_FAILED, { variant: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The menu offers LANGUAGE_NAMES only, and '' (not chosen).
    save.mutate({ examDate: examDate || null, language: (language || null) as ExamGoalUpdate['language'] });
  };
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary">
        Set your exam date and language: the dashboard shows the days left and this week’s plan.
      </Typography>
      <TextField
        label="Exam date"
        type="date"
        value={examDate}
        onChange={(e) => setExamDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField select label="Exam language" value={language} onChange={(e) => setLanguage(e.target.value)}>
        <MenuItem value="">Not chosen</MenuItem>
        {LANGUAGE_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save exam date
        </Button>
      </div>
    </Stack>
  );
}
