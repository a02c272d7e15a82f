import { rateLimited } from '../../http/rate-limit.js';
import multipart from '@fastify/multipart';
import { closeAudioThread } from '../../audio/worker/client.js';
import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { parse } from '../../http/parse.js';
import { documentedOnly, error, errors } from '../../http/schema.js';
import type { ContentService } from '../content/service.js';
import { dialogueAnswer } from '../content/schemas.js';
import type { ModuleApp } from '../module.js';
import type { GenerationService } from './generation.js';
import {
  generateDialogueBody,
  insufficientCredit,
  practiceSegmentJson,
  practiceSegmentQuery,
  practiceStart,
  startPracticeBody,
  submitFields,
  submitForm,
  submitResult,
} from './schemas.js';
import { MESSAGES, type PracticeService } from './service.js';
import { MESSAGES as UPLOAD_MESSAGES, MULTIPART_LIMITS, readSubmission } from './upload.js';

export interface PracticeRouteOptions {
  practice: PracticeService;
  generation: GenerationService;
  /** Presents a dialogue exactly as POST /fetch-dialogue does. */
  content: Pick<ContentService, 'dialogueWithSegments'>;
}

const sessionNotFound = error('Practice session not found (also someone else’s).');

/** POST /generate-dialogue, POST /start-practice, GET /practice/segment, POST /practice/submit (spec §7). */
export async function practiceRoutes(app: ModuleApp, { practice, generation, content }: PracticeRouteOptions): Promise<void> {
  // Multipart only here (the module's plugin is encapsulated): every other route keeps refusing it.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // The audio thread lives as long as the app that uses it.
  app.addHook('onClose', async () => closeAudioThread());

  app.post(
    '/generate-dialogue',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Generate a new dialogue of the user’s own',
        description: 'At most 5 an hour per user. Offline, a bank dialogue the user has not practised.',
        body: generateDialogueBody,
        response: {
          200: dialogueAnswer,
          429: error('Too many dialogues generated in the last hour.'),
          503: error('A dialogue could not be generated right now.'),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await generation.generate(user, request.body.language);
      return { data: await content.dialogueWithSegments(id, user) };
    },
  );

  app.post(
    '/start-practice',
    {
      config: { auth: 'user', ...rateLimited({ max: 60, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Start a practice (mode 1) or test (mode 0) session',
        description: 'Checks, but does not spend, the credits: scoring the finished attempt spends them.',
        body: startPracticeBody,
        response: { 200: practiceStart, 402: insufficientCredit, 404: error('Dialogue not found.'), 422: errors(422)[422] },
      },
    },
    async (request, reply) => {
      const result = await practice.start(currentUser(request), request.body);
      if (!result.ok) {
        // The shape the dialogue page reads to open the 'Insufficient Credits' dialog.
        return reply.code(402).send({ status: 'insufficient_credit' as const, message: MESSAGES.insufficientCredit(result.needed) });
      }
      return { sessionId: result.sessionId, segmentOrder: result.segmentOrder };
    },
  );

  app.get(
    '/practice/segment',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'A speaker turn of a session, with its audio',
        querystring: practiceSegmentQuery,
        response: {
          200: practiceSegmentJson,
          404: sessionNotFound,
          409: error('The session is part of a mock exam, whose turns are served by the mock exam routes.'),
          503: error("The speaker's audio could not be prepared."),
        },
      },
    },
    async (request) => practice.segment(currentUser(request), request.query.sessionId, request.query.segmentOrder),
  );

  app.post(
    '/practice/submit',
    {
      config: { auth: 'user', ...rateLimited({ max: 600, per: '1 hour', by: 'user' }) },
      // The form is read as a stream with hard limits (upload.ts), not by Fastify.
      validatorCompiler: documentedOnly,
      schema: {
        summary: 'Answer an interpreter turn with a recording',
        description: 'In a test each turn is answered once and in order; in practice an answer replaces the previous one.',
        consumes: ['multipart/form-data'],
        body: submitForm,
        response: {
          200: submitResult,
          400: error('The multipart form could not be read.'),
          404: sessionNotFound,
          409: error('The session is finished, or (test mode) the turn is answered or out of order.'),
          413: error('The recording is larger than 4 MB, or the form has too many parts.'),
          415: error('Not multipart/form-data, or the recording is not Ogg, WebM, MP4 or WAV audio.'),
          422: error('A field is missing or wrong, or the recording has no usable audio.'),
        },
      },
    },
    async (request) => {
      const { fields, recording } = await readSubmission(request);
      const { sessionId, segmentId } = parse(submitFields, fields);
      if (!recording) throw new HttpError(422, UPLOAD_MESSAGES.missingRecording, { user_audio: [UPLOAD_MESSAGES.missingRecording] });
      return practice.submit(currentUser(request), { sessionId, segmentId, recording });
    },
  );
}
