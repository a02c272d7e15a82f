import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { transcriptQuery } from '../api/transcript';

/** One dialogue's transcript for the signed-in user (`userId`, null for a guest): asked again when the user changes. */
export function useTranscript(dialogueId: number, userId: number | null) {
  const query = useQuery(transcriptQuery(dialogueId, userId));
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to fetch the transcript', error);
  }, [error]);
  return query;
}
