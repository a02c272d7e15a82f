import { z } from 'zod';
import type { ErrorCategory, FoundError } from '../provider.js';
import type { JsonTask } from './structured.js';

/**
 * Asking a chat model for the errors in one interpreted turn (DESIGN.md "Scoring model"). The model
 * finds and classifies; it never sets points. It judges only what a transcript shows: timing,
 * pauses and silence come from the audio itself (offline/analyser.ts), so those categories are not
 * offered to it and cannot be counted twice.
 */
export const TRANSCRIPT_CATEGORIES = [
  'omission',
  'distortion',
  'insertion',
  'grammar',
  'usage',
  'register',
  'pronunciation',
  'hesitation',
  'self_correction',
] as const satisfies readonly ErrorCategory[];

const SEVERITIES = ['minor', 'major', 'critical'] as const;

/** More errors than this in one turn of at most 35 words is the model listing words, not errors. */
export const MOST_ERRORS_PER_TURN = 12;

export const LEDGER_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['errors', 'summary'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'severity', 'words', 'explanation'],
        properties: {
          category: { type: 'string', enum: [...TRANSCRIPT_CATEGORIES] },
          severity: { type: 'string', enum: [...SEVERITIES] },
          words: { type: ['string', 'null'], description: 'The words concerned, quoted; null when none.' },
          explanation: { type: 'string', description: 'One plain English sentence to the candidate.' },
        },
      },
    },
    summary: { type: 'string', description: 'One or two plain English sentences about this answer, to the candidate.' },
  },
};

const ledgerAnswer = z.object({
  errors: z
    .array(
      z.object({
        category: z.enum(TRANSCRIPT_CATEGORIES),
        severity: z.enum(SEVERITIES),
        words: z.string().trim().max(300, 'quote at most 300 characters').nullable(),
        explanation: z.string().trim().min(1, 'must explain the error').max(400, 'must be one sentence (at most 400 characters)'),
      }),
    )
    .max(MOST_ERRORS_PER_TURN, `list at most ${MOST_ERRORS_PER_TURN} errors: merge small ones`),
  summary: z.string().trim().min(1, 'must not be empty').max(600, 'must be one or two sentences (at most 600 characters)'),
});

export interface TranscriptLedger {
  errors: FoundError[];
  summary: string;
}

const SYSTEM_PROMPT = [
  'You mark answers in the CCL (Credentialed Community Language) interpreting test of NAATI, Australia.',
  'A candidate heard one turn of a dialogue and interpreted it aloud. You get the turn (source), a reference interpretation and a transcript of what the candidate said.',
  "Find the errors in the candidate's interpretation, judged against the meaning of the source. The reference is one good interpretation, not the only one: accept any wording that keeps the meaning, the register and every detail.",
  'Categories:',
  '- omission: a detail of the source (a fact, number, date, name, qualifier) is missing.',
  '- distortion: the meaning is changed or wrong.',
  '- insertion: something that is not in the source is added.',
  '- grammar: a grammatical error in the target language.',
  '- usage: a wrong or unidiomatic word choice, or a word left in the source language where the target language has a normal equivalent.',
  '- register: the wrong level of formality for the situation.',
  '- pronunciation: a word the transcript shows garbled into another word.',
  '- hesitation: fillers (um, uh) or false starts visible in the transcript.',
  '- self_correction: the candidate corrects what they said.',
  'Severity: minor = the message is intact; major = a detail of the message is lost or wrong; critical = the main message is lost or wrong, or the answer is in the wrong language.',
  'Do not judge timing, pauses or silence: they are measured separately. Never give points or marks.',
  'Report each error once. "words": the words concerned, quoted from the transcript (from the source for an omission), or null. "explanation": one plain English sentence to the candidate, e.g. "You left out that the appointment is on Monday."',
  '"summary": one or two plain English sentences to the candidate about this answer.',
  'If the transcript is empty or has nothing to do with the source, report one critical omission.',
].join('\n');

export interface LedgerQuestion {
  source: string;
  sourceLanguage: string;
  expected: string;
  targetLanguage: string;
  transcript: string;
}

/** The user message is JSON, so the fields cannot run into each other whatever the candidate said. */
export function ledgerUserMessage(question: LedgerQuestion): string {
  return JSON.stringify(
    {
      source_language: question.sourceLanguage,
      source: question.source,
      target_language: question.targetLanguage,
      reference_interpretation: question.expected,
      candidate_transcript: question.transcript,
    },
    null,
    2,
  );
}

export function ledgerTask(question: LedgerQuestion, attempts: number): JsonTask<TranscriptLedger> {
  return {
    name: 'error_ledger',
    schema: LEDGER_SCHEMA,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: ledgerUserMessage(question) },
    ],
    check: (answer) => {
      const parsed = ledgerAnswer.safeParse(answer);
      if (!parsed.success)
        return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`) };
      return {
        ok: true,
        value: {
          errors: parsed.data.errors.map((e) => ({
            category: e.category,
            severity: e.severity,
            words: e.words || null,
            explanation: e.explanation,
          })),
          summary: parsed.data.summary,
        },
      };
    },
    attempts,
    what: 'Scoring',
    temperature: 0,
  };
}
