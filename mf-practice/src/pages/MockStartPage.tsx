import { Alert, Button, Container, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ErrorPage, findLanguage, type Language } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { dialogueListQuery } from '../features/language/api/dialogues';
import { useStartMock } from '../features/mock/hooks/useStartMock';

export const MOCK_RULES = [
  'Two dialogues back to back, each marked out of 45.',
  'Each speaker segment plays once. The chime sounds as soon as it ends and recording starts by itself: begin within 5 seconds.',
  'You may repeat one segment in each dialogue.',
  'No transcript, no pause, no going back.',
  'A pass needs 63 of 90 in total and at least 29 in each dialogue.',
  'It costs the credits of two dialogues, charged once when you finish.',
];

/** /mock/{languageName}: the rules, and Start — two dialogues picked for you, or the two you choose. */
export default function MockStartPage() {
  const { languageName } = useParams();
  const navigate = useNavigate();
  const language = findLanguage(languageName);
  if (!language) {
    return (
      <ErrorPage
        title="Language Not Found!"
        message="Choose one of the 12 CCL languages."
        actionLabel="Choose a language"
        onAction={() => navigate('/')}
      />
    );
  }
  return <MockStart language={language} />;
}

function MockStart({ language }: { language: Language }) {
  const { start, busy, refusal } = useStartMock(language.name);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<[number | '', number | '']>(['', '']);
  const list = useQuery({ ...dialogueListQuery(language.name, 1, 'desc'), enabled: choosing });
  const [first, second] = chosen;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2.5 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {language.name} mock exam
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <List dense disablePadding>
          {MOCK_RULES.map((rule) => (
            <ListItem key={rule} disableGutters>
              {rule}
            </ListItem>
          ))}
        </List>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button variant="contained" onClick={() => start()} disabled={busy}>
          Start mock exam
        </Button>
        <Button variant="outlined" onClick={() => setChoosing(true)} disabled={busy || choosing}>
          Choose the dialogues
        </Button>
      </Stack>
      {choosing && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          {[0, 1].map((index) => (
            <TextField
              key={index}
              select
              label={`Dialogue ${index + 1}`}
              value={chosen[index]}
              onChange={(event) => {
                const next: [number | '', number | ''] = [...chosen];
                next[index] = Number(event.target.value);
                setChosen(next);
              }}
            >
              {(list.data?.dialogues ?? []).map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {`#${d.id} ${d.title} (${d.category?.name ?? 'Unknown'})`}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <Button
            variant="contained"
            disabled={busy || first === '' || second === '' || first === second}
            onClick={() => first !== '' && second !== '' && start([first, second])}
          >
            Start with these two
          </Button>
        </Paper>
      )}
      {refusal && <Alert severity="warning">{refusal}</Alert>}
    </Container>
  );
}
