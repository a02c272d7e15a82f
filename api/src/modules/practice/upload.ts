import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';

/**
 * Reading POST /practice/submit's multipart form (spec §7: user_audio as recording.ogg, segmentId,
 * sessionId, user_transcription) with hard limits, whatever order the parts come in.
 */

/** A 20-second answer is 160 KB as 64 kbps Ogg and 640 KB as 16 kHz WAV: 4 MB leaves room for any browser's format. */
export const MAX_RECORDING_BYTES = 4 * 1024 * 1024;
export const RECORDING_FIELD = 'user_audio';

export const MESSAGES = {
  notMultipart: 'Send the answer as multipart/form-data with the recording in the user_audio field.',
  tooLarge: 'The recording is larger than 4 MB.',
  tooManyParts: 'The form has more fields or files than an answer needs.',
  missingRecording: 'The recording (user_audio) is required.',
  unreadable: 'The multipart form could not be read.',
} as const;

/** Limits of the multipart parser: one file, a few short fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_RECORDING_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 16 * 1024,
  parts: 12,
  headerPairs: 50,
} as const;

export interface Submission {
  fields: Record<string, string>;
  recording: Buffer | null;
}

function isMultipartError(error: unknown): error is { code: string; statusCode: number } {
  return typeof (error as { code?: unknown })?.code === 'string' && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

export async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let recording: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === RECORDING_FIELD && recording === null) recording = await part.toBuffer();
        else part.file.resume(); // not ours: drain it
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isMultipartError(error)) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MESSAGES.tooLarge);
      if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(error.code)) throw new HttpError(413, MESSAGES.tooManyParts);
    }
    if (error instanceof HttpError) throw error;
    // Everything read here is the client's body: a part without its boundary, a form cut short or a
    // broken header is the client's mistake (busboy throws plain Errors for them), never a 500.
    const reason = error instanceof Error && error.message ? ` (${error.message.replace(/\.$/, '')})` : '';
    throw new HttpError(400, `${MESSAGES.unreadable.replace(/\.$/, '')}${reason}.`);
  }
  return { fields, recording };
}
