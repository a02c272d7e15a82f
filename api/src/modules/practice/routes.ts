import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { parse } from '../../http/parse.js';
import { closeAudioThread } from '../../audio/worker/client.js';
import type { ContentService } from '../content/service.js';
import type { GenerationService } from './generation.js';
import { generateDialogueBody, practiceSegmentQuery, startPracticeBody, submitFields } from './schemas.js';
import { MESSAGES, type PracticeService } from './service.js';
import { MESSAGES as UPLOAD_MESSAGES, MULTIPART_LIMITS, readSubmission } from './upload.js';

export interface PracticeRouteOptions {
  practice: PracticeService;
  generation: GenerationService;
  /** Presents a dialogue exactly as POST /fetch-dialogue does. */
  content: Pick<ContentService, 'dialogueWithSegments'>;
}

/** POST /generate-dialogue, POST /start-practice, GET /practice/segment, POST /practice/submit (spec §7). */
export async function practiceRoutes(app: FastifyInstance, options: PracticeRouteOptions): Promise<void> {
  const { practice, generation, content } = options;
  // Multipart only here (encapsulated): every other route keeps refusing it.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // The audio thread lives as long as the app that uses it.
  app.addHook('onClose', async () => closeAudioThread());

  app.post('/generate-dialogue', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const id = await generation.generate(user, parse(generateDialogueBody, request.body).language);
    return { data: await content.dialogueWithSegments(id, user) };
  });

  app.post('/start-practice', { preHandler: app.requireUser }, async (request, reply) => {
    const result = await practice.start(currentUser(request), parse(startPracticeBody, request.body));
    if (!result.ok) {
      // The shape the dialogue page reads to open the 'Insufficient Credits' dialog.
      return reply.code(402).send({ status: 'insufficient_credit', message: MESSAGES.insufficientCredit(result.needed) });
    }
    return { sessionId: result.sessionId, segmentOrder: result.segmentOrder };
  });

  app.get('/practice/segment', { preHandler: app.requireUser }, async (request) => {
    const { sessionId, segmentOrder } = parse(practiceSegmentQuery, request.query);
    return practice.segment(currentUser(request), sessionId, segmentOrder);
  });

  app.post('/practice/submit', { preHandler: app.requireUser }, async (request) => {
    const { fields, recording } = await readSubmission(request);
    const { sessionId, segmentId } = parse(submitFields, fields);
    if (!recording) throw new HttpError(422, UPLOAD_MESSAGES.missingRecording, { user_audio: [UPLOAD_MESSAGES.missingRecording] });
    return practice.submit(currentUser(request), { sessionId, segmentId, recording });
  });
}
