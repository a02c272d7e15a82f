import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSendFeedback } from '../hooks/useSendFeedback';

export const THANKS = 'Thanks for your feedback! It really helps us improve.';

/** 'We'd love your feedback' (spec §2): POST /feedback; a failure is only logged and the text stays. */
export function FeedbackCard({ sessionId }: { sessionId: number }) {
  const [feedback, setFeedback] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const send = useSendFeedback();
  const sending = send.isPending;
  const text = feedback.trim();

  const submit = () => {
    if (!text || sending) return;
    send.mutate({ session_id: sessionId, feedback: text, is_private: isPrivate ? 1 : 0 });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="feedback-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="feedback-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        We&apos;d love your feedback
      </Typography>
      {send.isSuccess ? (
        <Alert severity="success">{THANKS}</Alert>
      ) : (
        <Stack
          component="form"
          sx={{ gap: 1.5 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            multiline
            minRows={4}
            fullWidth
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            placeholder="Type your thoughts or suggestions..."
            slotProps={{ htmlInput: { 'aria-label': 'Your feedback', maxLength: 2000 } }}
          />
          <FormControlLabel
            control={<Checkbox checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} />}
            label="Tick this if you don't want your feedback shown publicly"
          />
          <div>
            <Button type="submit" variant="contained" disabled={sending || !text}>
              {sending ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </div>
        </Stack>
      )}
    </Paper>
  );
}
