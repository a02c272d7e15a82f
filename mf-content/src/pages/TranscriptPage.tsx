import { languageSlug, LoadingText, useSession } from '@ccl/shared';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SITE_NAME, usePageMeta } from '../features/page-meta/hooks/usePageMeta';
import { NoDialogueChosen } from '../features/transcript/components/NoDialogueChosen';
import { Transcript } from '../features/transcript/components/Transcript';
import { TranscriptFailed } from '../features/transcript/components/TranscriptFailed';
import { useTranscript } from '../features/transcript/hooks/useTranscript';

function LoadedTranscript({ dialogueId, languageName }: { dialogueId: number; languageName: string | undefined }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const transcript = useTranscript(dialogueId, userId);
  const dialogue = transcript.data?.dialogue;
  const navigate = useNavigate();
  // A dialogue reached under another language's address (an edited or shared link) moves to its own. Its transcript
  // is shown meanwhile, so a page drawn on the server for the first address shows it too (rather than nothing).
  const ownPath = dialogue ? `/transcript/${languageSlug(dialogue.language)}/${dialogue.id}` : null;
  const elsewhere = dialogue !== undefined && languageName?.toLowerCase() !== languageSlug(dialogue.language);
  useEffect(() => {
    if (elsewhere && ownPath) navigate(ownPath, { replace: true });
  }, [elsewhere, ownPath, navigate]);
  usePageMeta(
    dialogue ? `Transcript #${dialogue.id}: ${dialogue.title} — ${SITE_NAME}` : `Transcript #${dialogueId} — ${SITE_NAME}`,
    dialogue?.description,
  );
  // Try Again shows the loading text again, as the first attempt did.
  if (transcript.isPending || (transcript.isError && transcript.isFetching)) return <LoadingText text="Generating transcripts..." />;
  if (transcript.isError) return <TranscriptFailed languageName={languageName} onRetry={() => void transcript.refetch()} />;
  // A new reader starts with the switch off: what they may see (giveFree) is about them.
  return <Transcript key={`${transcript.data.dialogue.id}:${userId}`} transcript={transcript.data} />;
}

/** /transcript/{languageName}/{dialogueId?} (spec §2 "Transcript"). */
export default function TranscriptPage() {
  const { languageName, dialogueId } = useParams();
  if (!dialogueId) return <NoDialogueChosen languageName={languageName} />;
  // A dialogue id is a positive whole number; anything else cannot be fetched.
  if (!/^\d+$/.test(dialogueId) || Number(dialogueId) < 1) return <TranscriptFailed languageName={languageName} />;
  return <LoadedTranscript key={dialogueId} dialogueId={Number(dialogueId)} languageName={languageName} />;
}
