import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { gradeCard, reviewSessionQuery } from '../api/learning';
import type { ReviewCard, ReviewGrade } from '../api/types';
import { cardPrompt, GRADES } from '../model/review';

function CardSide({ side, label }: { side: ReviewCard['front']; label: string }) {
  const play = () => {
    if (side.audioUrl) void new Audio(side.audioUrl).play().catch((error: unknown) => console.error('Audio could not play', error));
  };
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label} · {side.language}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="p" lang={side.language === 'English' ? 'en' : undefined}>
          {side.text}
        </Typography>
        {side.audioUrl && (
          <IconButton aria-label={`Play the ${label.toLowerCase()}`} onClick={play}>
            <VolumeUpIcon />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}

/** A review session: each due card's front, then its back, then the candidate grades their recall. */
export function ReviewSession({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const session = useQuery(reviewSessionQuery(userId));
  const [position, setPosition] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const grade = useMutation({
    mutationFn: ({ card, value }: { card: ReviewCard; value: ReviewGrade }) => gradeCard(card.id, value),
    onSuccess: (answer) => {
      queryClient.setQueryData(['learning', 'due-count', userId], answer.dueToday);
      setRevealed(false);
      setPosition((p) => p + 1);
    },
  });

  if (session.isPending) return <CircularProgress aria-label="Loading your review" />;
  if (session.isError) return <Alert severity="error">Your review could not be loaded. Please reload the page.</Alert>;
  const card = session.data.cards[position];
  if (!card)
    return (
      <Alert severity="success">
        {position === 0 ? 'Nothing to review today.' : `Review done: ${position} card${position === 1 ? '' : 's'} graded.`} Cards you marked
        Again come back later today; the rest on the day the scheduler sets. Practise a dialogue and your weak segments and its vocabulary
        join the deck.
      </Alert>
    );

  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        Card {position + 1} of {session.data.cards.length}
      </Typography>
      <Card variant="outlined" aria-label="Flashcard">
        <CardContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {cardPrompt(card)}
          </Typography>
          {card.context && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {card.context}
            </Typography>
          )}
          <CardSide side={card.front} label="Front" />
          {revealed && (
            <Box sx={{ mt: 2 }}>
              <CardSide side={card.back} label="Answer" />
            </Box>
          )}
        </CardContent>
      </Card>
      {revealed ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label="How well did you recall it?">
          {GRADES.map(({ value, label }) => (
            <Button key={value} variant="outlined" disabled={grade.isPending} onClick={() => grade.mutate({ card, value })}>
              {label}
            </Button>
          ))}
        </Stack>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setRevealed(true)}>
            Show answer
          </Button>
        </Box>
      )}
      {grade.isError && <Alert severity="error">The grade could not be saved. Please try again.</Alert>}
      <Box>
        <Button component={RouterLink} to="/weak-segments">
          My weak segments
        </Button>
      </Box>
    </Stack>
  );
}
