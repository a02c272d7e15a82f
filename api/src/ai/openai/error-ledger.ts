import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
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
          words: {
            type: 'string',
            description:
              'The evidence: for an omission, the text of the key unit left out, exactly; otherwise the candidate’s words, quoted exactly from the transcript.',
          },
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
        words: z.string().trim().min(1, 'must quote the evidence').max(300, 'quote at most 300 characters'),
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
  'You also get the key units of the turn: the details an examiner checks (numbers, dates, names, negations, modals, conditions, terms).',
  'Every error must rest on evidence, in "words": for an omission, the text of the key unit that is missing, copied exactly from key_units; for every other category, the candidate\'s words, copied exactly from the transcript. An error you cannot quote is not reported.',
  'Report each error once. "explanation": one plain English sentence to the candidate, e.g. "You left out that the appointment is on Monday."',
  '"summary": one or two plain English sentences to the candidate about this answer.',
  'If the transcript has nothing to do with the source, report a critical omission for each key unit.',
].join('\n');

export interface LedgerQuestion {
  source: string;
  sourceLanguage: string;
  expected: string;
  targetLanguage: string;
  transcript: string;
  keyUnits: ReadonlyArray<{ kind: string; text: string }>;
}

/** The user message is JSON, so the fields cannot run into each other whatever the candidate said. */
export function ledgerUserMessage(question: LedgerQuestion): string {
  return JSON.stringify(
    {
      source_language: question.sourceLanguage,
      source: question.source,
      target_language: question.targetLanguage,
      reference_interpretation: question.expected,
      key_units: question.keyUnits.map((u) => ({ kind: u.kind, text: u.text })),
      candidate_transcript: question.transcript,
    },
    null,
    2,
  );
}

/**
 * `followUp`: the conversation after the first question — the model's ledger and why some of its
 * errors were rejected — when it is asked again (checkEvidence).
 */
export function ledgerTask(
  question: LedgerQuestion,
  attempts: number,
  followUp: ChatCompletionMessageParam[] = [],
): JsonTask<TranscriptLedger> {
  return {
    name: 'error_ledger',
    schema: LEDGER_SCHEMA,
    messages: [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: ledgerUserMessage(question) }, ...followUp],
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

/** Case, Unicode form, spacing and the punctuation around words do not change what was said. */
function folded(text: string): string {
  return ` ${text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()} `;
}

export interface RejectedError {
  error: FoundError;
  reason: string;
}

/**
 * Holds the model to evidence (issue #17): an omission must name a key unit of the turn, any other
 * error must quote words that are in the transcript. Points come only from the table, and now only
 * for errors the candidate can check against what they said.
 */
export function checkEvidence(
  errors: FoundError[],
  transcript: string,
  keyUnits: ReadonlyArray<{ text: string }>,
): { kept: FoundError[]; rejected: RejectedError[] } {
  const said = folded(transcript);
  const units = new Set(keyUnits.map((u) => folded(u.text)));
  const kept: FoundError[] = [];
  const rejected: RejectedError[] = [];
  for (const error of errors) {
    const quote = error.words?.trim() ?? '';
    if (error.category === 'omission') {
      if (units.has(folded(quote))) kept.push(error);
      else rejected.push({ error, reason: `an omission must name one of key_units exactly; "${quote}" is not one of them` });
    } else if (quote && said.includes(folded(quote))) kept.push(error);
    else rejected.push({ error, reason: `"${quote}" is not in the candidate's transcript: quote their words exactly` });
  }
  return { kept, rejected };
}

/** What the model is told when some of its errors were rejected: each one and why. */
export function evidenceFollowUp(ledger: TranscriptLedger, rejected: RejectedError[]): ChatCompletionMessageParam[] {
  return [
    { role: 'assistant', content: JSON.stringify(ledger) },
    {
      role: 'user',
      content: `These errors cannot be used, because they do not rest on evidence:\n${rejected
        .map((r) => `- ${r.error.category} "${r.error.words ?? ''}": ${r.reason}`)
        .join('\n')}\nAnswer again with the whole JSON object: fix the evidence of these errors, or leave them out.`,
    },
  ];
}
