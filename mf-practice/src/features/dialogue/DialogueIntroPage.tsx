import { Box, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { AdSlot, ErrorPage, FlagIcon, findLanguage, languageSlug, LoadingText, useSession, type Dialogue, type Language } from '@ccl/shared';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { WaveformPlayer } from '../audio/WaveformPlayer';
import { CategoryIcon } from '../language/categoryIcons';
import { CandidateInformation } from './CandidateInformation';
import { InsufficientCredits } from './InsufficientCredits';
import { StartButtons } from './StartButtons';
import { useDialogue } from './useDialogue';
import { useStartPractice } from './useStartPractice';

/** /dialogue/{languageName}/{dialogueId?}: what the test is like, the dialogue, and Start Practice / Start Test. */
export function DialogueIntroPage() {
  const { languageName, dialogueId } = useParams();
  const language = findLanguage(languageName);
  const navigate = useNavigate();
  const guest = useSession((s) => !s.user);
  if (!language) {
    return <ErrorPage title="Language Not Found!" message={`We don't have dialogues for “${languageName ?? ''}”.`} actionLabel="Choose a language" onAction={() => navigate('/')} />;
  }
  const id = dialogueId === undefined ? null : Number(dialogueId);
  if (id !== null && !(Number.isInteger(id) && id >= 1)) {
    return <ErrorPage title="Dialogue not found" message="This dialogue link is not valid." actionLabel="Back to dialogues" onAction={() => navigate(`/language/${languageSlug(language.name)}`)} />;
  }
  // Generating is for signed-in users (spec §6): a guest goes to /login, as from the Generate Dialogue button.
  if (id === null && guest) return <Navigate to="/login" replace />;
  return <DialogueIntro language={language} dialogueId={id} />;
}

function DialogueIntro({ language, dialogueId }: { language: Language; dialogueId: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = (location.state as { dialogue?: Dialogue } | null)?.dialogue ?? null;
  const slug = languageSlug(language.name);
  const load = useDialogue({
    language: language.name,
    dialogueId,
    handedOver,
    // The generated dialogue gets its own address (a reload fetches it rather than generating again).
    onGenerated: (dialogue) => navigate(`/dialogue/${slug}/${dialogue.id}`, { replace: true, state: { dialogue } }),
  });
  const dialogue = load.status === 'ready' ? load.dialogue : null;
  const practice = useStartPractice(dialogue);

  if (load.status === 'failed') {
    return <ErrorPage title={load.message} actionLabel="Back to dialogues" onAction={() => navigate(`/language/${slug}`)} />;
  }

  return (
    <Box sx={{ pb: 14 }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <FlagIcon language={language.name} />
          <Typography variant="body1" sx={{ fontWeight: 600 }} color="text.secondary">
            CCL {language.name} dialogue
          </Typography>
        </Stack>

        {load.status === 'loading' ? (
          <LoadingText text={dialogueId === null ? 'Preparing your dialogue...' : 'Loading dialogue...'} />
        ) : (
          <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Chip size="small" label={`#${load.dialogue.id}`} />
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                <CategoryIcon category={load.dialogue.category?.name} />
                <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                  {load.dialogue.category?.name ?? 'Unknown'}
                </Typography>
              </Stack>
            </Stack>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {load.dialogue.title}
            </Typography>
            <Typography color="text.secondary">{load.dialogue.description}</Typography>
            {load.dialogue.description_audio_file_path && (
              <WaveformPlayer url={load.dialogue.description_audio_file_path} mode="practice" label="Description audio" />
            )}
          </Paper>
        )}

        <CandidateInformation language={language.name} />
        <AdSlot />
      </Container>

      <StartButtons starting={practice.starting} disabled={!dialogue} onStart={(mode) => void practice.start(mode)} />
      <InsufficientCredits open={practice.credits.open} onClose={practice.closeCreditsDialog} creditsNeeded={practice.credits.needed} />
    </Box>
  );
}
