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

type MockExam = import('../src/features/mock/api/types').MockExam;
type MockDialogue = import('../src/features/mock/api/types').MockDialogue;

/** A mock dialogue of three turns (speaker orders 1, 3, 5; interpreter segments 9x1, 9x3, 9x5 by part). */
export function mockDialogue(part: 1 | 2, fields: Partial<MockDialogue> = {}): MockDialogue {
  return {
    part,
    sessionId: 700 + part,
    dialogueId: 40 + part,
    title: part === 1 ? 'At the GP clinic' : 'Renting a flat',
    category: part === 1 ? 'Health' : 'Housing',
    status: 'in_progress',
    turns: 3,
    answered: 0,
    nextSegmentOrder: 1,
    nextSegmentId: part * 1000 + 2,
    heardThrough: 0,
    repeatUsed: false,
    finalScore: null,
    ...fields,
  };
}

export function mockExam(fields: Partial<MockExam> = {}): MockExam {
  return {
    id: 55,
    language: 'Hindi',
    status: 'in_progress',
    startedAt: new Date().toISOString(),
    completedAt: null,
    creditsCharged: 0,
    dialogues: [mockDialogue(1), mockDialogue(2)],
    result: null,
    ...fields,
  };
}
