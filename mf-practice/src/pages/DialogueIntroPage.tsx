import { Box, Container, Stack, Typography } from '@mui/material';
import { AdSlot, ErrorPage, FlagIcon, findLanguage, languageSlug, LoadingText, useSession, type Language } from '@ccl/shared';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { CandidateInformation } from '../features/dialogue/components/CandidateInformation';
import { DialogueSummary } from '../features/dialogue/components/DialogueSummary';
import { ContinueAttempt } from '../features/dialogue/components/ContinueAttempt';
import { InsufficientCredits } from '../features/dialogue/components/InsufficientCredits';
import { StartButtons } from '../features/dialogue/components/StartButtons';
import { useDialogue } from '../features/dialogue/hooks/useDialogue';
import { useStartPractice } from '../features/dialogue/hooks/useStartPractice';
import { dialogueFailure } from '../features/dialogue/model/dialogueFailure';

/** /dialogue/{languageName}/{dialogueId?}: what the test is like, the dialogue, and Start Practice / Start Test. */
export default function DialogueIntroPage() {
  const { languageName, dialogueId } = useParams();
  const language = findLanguage(languageName);
  const navigate = useNavigate();
  const guest = useSession((s) => !s.user);
  if (!language) {
    return (
      <ErrorPage
        title="Language Not Found!"
        message={`We don't have dialogues for “${languageName ?? ''}”.`}
        actionLabel="Choose a language"
        onAction={() => navigate('/')}
      />
    );
  }
  const id = dialogueId === undefined ? null : Number(dialogueId);
  if (id !== null && !(Number.isInteger(id) && id >= 1)) {
    return (
      <ErrorPage
        title="Dialogue not found"
        message="This dialogue link is not valid."
        actionLabel="Back to dialogues"
        onAction={() => navigate(`/language/${languageSlug(language.name)}`)}
      />
    );
  }
  // Generating is for signed-in users (spec §6): a guest goes to /login, as from the Generate Dialogue button.
  if (id === null && guest) return <Navigate to="/login" replace />;
  return <DialogueIntro language={language} dialogueId={id} />;
}

function DialogueIntro({ language, dialogueId }: { language: Language; dialogueId: number | null }) {
  const navigate = useNavigate();
  const dialogue = useDialogue(language.name, dialogueId);
  const practice = useStartPractice(dialogue.data);

  if (dialogue.isError) {
    return (
      <ErrorPage
        title={dialogueFailure(dialogue.error)}
        actionLabel="Back to dialogues"
        onAction={() => navigate(`/language/${languageSlug(language.name)}`)}
      />
    );
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

        {/* About a summary's height while it loads, so the candidate information below does not jump down. */}
        <Box sx={{ minHeight: { xs: 260, sm: 220 } }}>
          {dialogue.isPending ? (
            <LoadingText text={dialogueId === null ? 'Preparing your dialogue...' : 'Loading dialogue...'} />
          ) : (
            <DialogueSummary dialogue={dialogue.data} />
          )}
        </Box>
        {dialogue.data && <ContinueAttempt dialogueId={dialogue.data.id} />}

        <CandidateInformation language={language.name} />
        <AdSlot />
      </Container>

      <StartButtons starting={practice.starting} disabled={!dialogue.data} onStart={practice.start} />
      <InsufficientCredits open={practice.credits.open} onClose={practice.closeCreditsDialog} creditsNeeded={practice.credits.needed} />
    </Box>
  );
}
