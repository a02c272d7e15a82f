import type { Dialogue } from '../src/features/dialogue/api/types';
import type { DialogueListResponse } from '../src/features/language/api/types';
import type { PracticeSegment } from '../src/features/segment/api/types';

/** Dialogues as spec §3 describes them. */
export function dialogue(id: number, fields: Partial<Dialogue> = {}): Dialogue {
  return {
    id,
    title: `Dialogue ${id} title`,
    description: `What happens in dialogue ${id}.`,
    description_audio_file_path: null,
    language: 'Hindi',
    category: { id: 4, name: 'Health' },
    created_at: '2025-07-01T09:30:00.000Z',
    variety: null,
    difficulty: 'medium',
    practiced_session_for_current_user: null,
    ...fields,
  };
}

export function dialoguePage(dialogues: Dialogue[], { page = 1, lastPage = 1, total = dialogues.length } = {}): DialogueListResponse {
  return { dialogues: { data: dialogues, current_page: page, last_page: lastPage, per_page: 10, total }, total };
}

export function practiceSegment(fields: Partial<PracticeSegment> = {}): PracticeSegment {
  return {
    dialogueId: 12,
    mode: 0,
    segmentOrder: 1,
    totalSegments: 6,
    targetLanguage: 'Hindi',
    speakerAudioPath: '/api/media/speech/12/1.ogg',
    userInterpretationSegmentId: 502,
    nextSegmentExists: true,
    ...fields,
  };
}
