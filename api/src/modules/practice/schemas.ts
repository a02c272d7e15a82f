import { z } from 'zod';
import { named } from '../../http/contract.js';
import { wholeNumber, zeroOrOne } from '../../http/fields.js';
import { languageName } from '../content/schemas.js';

/** Request and answer shapes of the practice routes, with the sentences a person reads (Laravel's wording). */

export const startPracticeBody = z.object({
  dialogueId: wholeNumber('dialogue id'),
  mode: zeroOrOne('mode', '0 for a test, 1 for practice').describe('0: test (like the exam, no replays); 1: practice.'),
});

export const practiceSegmentQuery = z.object({
  sessionId: wholeNumber('session id'),
  segmentOrder: wholeNumber('segment order').describe('A speaker turn: an odd number.'),
});

/** The text fields of POST /practice/submit (the recording is the file part). */
export const submitFields = z.object({
  sessionId: wholeNumber('session id'),
  segmentId: wholeNumber('segment id').describe('userInterpretationSegmentId of the segment answered.'),
  // The client always sends ''. Transcription is the scorer's job, so the value is not kept.
  user_transcription: z.string({ error: 'The user transcription field must be a string.' }).max(10_000).optional(),
});

/** The multipart form as the API description shows it; the route reads it itself (upload.ts). */
export const submitForm = z.object({
  user_audio: z
    .string()
    .meta({ format: 'binary' })
    .describe('The recording: recording.ogg (Ogg Opus 16 kHz mono); WebM, MP4 or WAV also work; at most 4 MB.'),
  ...submitFields.shape,
});

export const generateDialogueBody = z.object({
  language: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'The language field is required.' : 'The language field must be a string.',
    })
    .trim()
    .min(1, 'The language field is required.')
    .max(40, 'The selected language is invalid.'),
});

export const practiceStart = named(
  'PracticeStart',
  'A new practice session (spec §3 "Practice start response").',
  z.strictObject({ sessionId: z.number().int(), segmentOrder: z.literal(1) }),
);

export const insufficientCredit = named(
  'InsufficientCredit',
  "Starting needs credits: the dialogue page opens the 'Insufficient Credits' dialog.",
  z.strictObject({ status: z.literal('insufficient_credit'), message: z.string() }),
);

export const practiceSegmentJson = named(
  'PracticeSegment',
  'A speaker turn of a session and the interpreter turn that answers it (spec §3 "Practice segment response").',
  z.strictObject({
    dialogueId: z.number().int(),
    mode: z.union([z.literal(0), z.literal(1)]),
    segmentOrder: z.number().int(),
    totalSegments: z.number().int(),
    targetLanguage: languageName,
    speakerAudioPath: z.string().nullable().describe("Public URL of the speaker's audio."),
    userInterpretationSegmentId: z.number().int().nullable().describe('The segment id to submit the answer for.'),
    nextSegmentExists: z.boolean(),
  }),
);
export type PracticeSegmentJson = z.infer<typeof practiceSegmentJson>;

export const submitResult = named(
  'SubmitResult',
  'Where the practice goes after an answer: the complete page, or the next speaker turn.',
  z.strictObject({ completed: z.boolean(), nextSegmentOrder: z.number().int().nullable() }),
);
export type SubmitResult = z.infer<typeof submitResult>;
