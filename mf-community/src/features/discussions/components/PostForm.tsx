import { Button, Stack, Typography } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { POST_MAX_LENGTH, postLength } from '../model/posts';

/**
 * A text box with its Post button (new discussion, reply). Post is disabled while the text is blank
 * (spec §5) or too long, and while sending. `onSubmit` resolves true when the post was accepted: only
 * then is the box cleared, so a refused post (rate limit, lost connection) keeps what was typed.
 */
export function PostForm({
  label,
  placeholder,
  submitLabel = 'Post',
  minRows = 3,
  autoFocus = false,
  onSubmit,
}: {
  label: string;
  placeholder: string;
  submitLabel?: string;
  minRows?: number;
  autoFocus?: boolean;
  onSubmit: (content: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const counterId = useId();
  const length = postLength(text);
  const tooLong = length > POST_MAX_LENGTH;
  const blank = length === 0;

  const submit = async () => {
    if (blank || tooLong || sending) return;
    setSending(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      sx={{ gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={label}
        placeholder={placeholder}
        multiline
        minRows={minRows}
        fullWidth
        autoFocus={autoFocus}
        value={text}
        error={tooLong}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter posts from the keyboard without leaving the box.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        slotProps={{ htmlInput: { 'aria-describedby': counterId } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id={counterId} variant="caption" color={tooLong ? 'error' : 'text.secondary'}>
          {tooLong ? `Too long: ${length} / ${POST_MAX_LENGTH} characters` : `${length} / ${POST_MAX_LENGTH}`}
        </Typography>
        <Button type="submit" variant="contained" disabled={blank || tooLong || sending}>
          {sending ? 'Posting...' : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
