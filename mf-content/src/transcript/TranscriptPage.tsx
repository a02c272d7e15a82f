import { Box, Button, Chip, Container, Link, Stack, Typography } from '@mui/material';
import { AdSlot, ErrorPage, findLanguage, languageSlug, LoadingText, useSession, type TranscriptResponse } from '@ccl/shared';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { SITE_NAME, usePageMeta } from '../common/usePageMeta';
import { InterpreterSwitch } from './InterpreterSwitch';
import { TranscriptSegment } from './TranscriptSegment';
import { isInterpreterTurn, useTranscript } from './useTranscript';

/** Where the language's dialogue list lives; the home page's grid for a language we don't know. */
function languagePath(languageName: string | undefined): { to: string; label: string } {
  const language = findLanguage(languageName);
  return language ? { to: `/language/${languageSlug(language.name)}`, label: `${language.name} dialogues` } : { to: '/', label: 'all languages' };
}

/** /transcript/{languageName} without an id: the spec leaves it open, so we point to the dialogue list. */
function NoDialogueChosen({ languageName }: { languageName: string | undefined }) {
  usePageMeta(`Transcripts — ${SITE_NAME}`);
  const back = languagePath(languageName);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.3rem' }, mb: 2 }}>
        Transcript: choose a dialogue
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Each transcript belongs to one dialogue. Open the dialogue list and choose View Transcript on the dialogue you want to read.
      </Typography>
      <Button component={RouterLink} to={back.to} variant="contained">
        See {back.label}
      </Button>
    </Container>
  );
}

function TranscriptFailed({ languageName, onRetry }: { languageName: string | undefined; onRetry?: () => void }) {
  const back = languagePath(languageName);
  return (
    <ErrorPage
      message={onRetry ? "We couldn't load this transcript. Please try again in a little while." : "This address doesn't name a dialogue: check the link."}
      actionLabel={onRetry ? 'Try Again' : undefined}
      onAction={onRetry}
    >
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={back.to}>
          Back to {back.label}
        </Link>
      </Box>
    </ErrorPage>
  );
}

function Transcript({ transcript }: { transcript: TranscriptResponse }) {
  const { dialogue, giveFree } = transcript;
  const [showInterpreter, setShowInterpreter] = useState(false);
  const segments = [...dialogue.segments].sort((a, b) => (a.segment_order ?? 0) - (b.segment_order ?? 0));
  const shown = showInterpreter ? segments : segments.filter((segment) => !isInterpreterTurn(segment.speaker_role));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="header" sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
          <Chip label={`English ↔ ${dialogue.language}`} size="small" />
          {dialogue.category?.name && <Chip label={dialogue.category.name} size="small" variant="outlined" />}
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1.5 }}>
          <Box component="span" sx={{ color: 'primary.main' }}>
            #{dialogue.id}
          </Box>{' '}
          {dialogue.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {dialogue.description}
        </Typography>
        <InterpreterSwitch checked={showInterpreter} onChange={setShowInterpreter} giveFree={giveFree} />
      </Box>

      <AdSlot />

      <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 3, mb: 1.5 }} id="transcript-segments">
        Transcript
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">This dialogue has no segments yet.</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-labelledby="transcript-segments" sx={{ p: 0, m: 0 }}>
          {shown.map((segment) => (
            <TranscriptSegment
              key={segment.id}
              segment={segment}
              number={segments.indexOf(segment) + 1}
              dialogueLanguage={dialogue.language}
              showAudio={showInterpreter}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function LoadedTranscript({ dialogueId, languageName }: { dialogueId: number; languageName: string | undefined }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const { state, retry } = useTranscript(dialogueId, userId);
  const dialogue = state.status === 'loaded' ? state.transcript.dialogue : null;
  usePageMeta(dialogue ? `Transcript #${dialogue.id}: ${dialogue.title} — ${SITE_NAME}` : `Transcript #${dialogueId} — ${SITE_NAME}`, dialogue?.description);
  if (state.status === 'loading') return <LoadingText text="Generating transcripts..." />;
  if (state.status === 'failed') return <TranscriptFailed languageName={languageName} onRetry={retry} />;
  // A dialogue reached under another language's address (an edited or shared link) moves to its own.
  const ownPath = `/transcript/${languageSlug(state.transcript.dialogue.language)}/${state.transcript.dialogue.id}`;
  if (languageName?.toLowerCase() !== languageSlug(state.transcript.dialogue.language)) return <Navigate to={ownPath} replace />;
  return <Transcript key={`${state.transcript.dialogue.id}:${userId}`} transcript={state.transcript} />;
}

/** /transcript/{languageName}/{dialogueId?} (spec §2 "Transcript"). */
export function TranscriptPage() {
  const { languageName, dialogueId } = useParams();
  if (!dialogueId) return <NoDialogueChosen languageName={languageName} />;
  // A dialogue id is a positive whole number; anything else cannot be fetched.
  if (!/^\d+$/.test(dialogueId) || Number(dialogueId) < 1) return <TranscriptFailed languageName={languageName} />;
  return <LoadedTranscript key={dialogueId} dialogueId={Number(dialogueId)} languageName={languageName} />;
}
