import type { ResponseOf } from '@ccl/contract';
import type { CreditTransaction } from '../src/features/credit-history/api/types';
import type { DialogueSegment, SegmentAttempt, TestResult } from '../src/features/results/api/types';

// Test data in the shapes the API sends (spec §3), with overridable defaults.

export function segments(dialogueId: number, turns: number): DialogueSegment[] {
  return Array.from({ length: turns * 2 }, (_, i) => {
    const order = i + 1;
    const speaker = order % 2 === 1;
    return {
      id: dialogueId * 100 + order,
      segment_order: order,
      speaker_role: speaker ? (order % 4 === 1 ? 'Doctor' : 'Patient') : 'Interpreter',
      speaker_language: speaker ? (order % 4 === 1 ? 'English' : 'Hindi') : order % 4 === 2 ? 'Hindi' : 'English',
      source_text: speaker ? `Speaker says line ${(order + 1) / 2}` : `Interpretation ${order / 2}`,
      expected_target_text: speaker ? `Expected answer ${(order + 1) / 2}` : null,
      audio_url: speaker ? `/api/media/speech/dialogue-${dialogueId}/${order}.ogg` : null,
    };
  });
}

export function attempt(result: { dialogueId: number }, turn: number, overrides: Partial<SegmentAttempt> = {}): SegmentAttempt {
  return {
    id: result.dialogueId * 1000 + turn,
    segment_id: result.dialogueId * 100 + turn * 2,
    user_audio_file_path: `recordings/session-1/segment-${turn}.ogg`,
    audio_url: `/api/media/recordings/session-1/segment-${turn}.ogg?expires=1&signature=abc`,
    user_transcription: `My answer ${turn}`,
    evaluation_feedback: `Feedback for turn ${turn}`,
    score_for_segment: 10,
    max_score: 15,
    deductions: [],
    accuracy: 'assessed',
    key_units: [{ kind: 'term', text: `Interpretation ${turn}` }],
    self_marking: null,
    disputes: [],
    ...overrides,
  };
}

export function result(overrides: Partial<TestResult> & { id: number }, turns = 2): TestResult {
  const dialogueId = overrides.dialogue_id ?? overrides.id + 40;
  const base: TestResult = {
    id: overrides.id,
    dialogue_id: dialogueId,
    mode: 0,
    final_score: 30,
    score_label: 'assessed',
    score_note: null,
    status: 'scored',
    end_time: '2025-07-20T10:00:00.000Z',
    end_time_human: '2 hours ago',
    dialogue: {
      id: dialogueId,
      title: `Dialogue ${dialogueId}`,
      category: { name: 'Health' },
      segments: segments(dialogueId, turns),
      target_language: 'Hindi',
    },
    segment_attempts: Array.from({ length: turns }, (_, i) => attempt({ dialogueId }, i + 1)),
  };
  return { ...base, ...overrides, dialogue: { ...base.dialogue, ...overrides.dialogue } };
}

export function transaction(overrides: Partial<CreditTransaction> & { id: number }): CreditTransaction {
  return {
    type: 'bonus',
    description: 'Free credits on sign-up',
    credits: 99,
    created_at: '2025-07-01T09:30:00.000Z',
    stripe_payment_intent_id: null,
    amount_paid: null,
    currency: null,
    ...overrides,
  };
}

type UnfinishedAttempt = ResponseOf<'/attempts', 'get'>['unfinished'][number];

/** A practice attempt left half answered, as GET /attempts lists it. */
export function unfinishedAttempt(overrides: Partial<UnfinishedAttempt> = {}): UnfinishedAttempt {
  return {
    kind: 'practice',
    sessionId: 12,
    mockExamId: null,
    dialogueId: 4,
    title: 'At the GP clinic',
    language: 'Hindi',
    answered: 2,
    turns: 6,
    nextSegmentOrder: 5,
    closesAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
