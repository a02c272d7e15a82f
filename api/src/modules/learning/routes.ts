import multipart from '@fastify/multipart';
import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { documentedOnly, error } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import { MESSAGES as UPLOAD_MESSAGES, MULTIPART_LIMITS, readSubmission } from '../practice/upload.js';
import type { DrillService } from './drills.js';
import { parse } from '../../http/parse.js';
import { drillAnswerForm, drillOutcomeJson, drillParams, drillStartJson, startDrillBody, weakSegmentsAnswer } from './schemas.js';
import type { WeakSegmentService } from './weak-segments.js';

export interface LearningRouteOptions {
  weak: WeakSegmentService;
  drills: DrillService;
}

/** My weak segments and their drills. */
export async function drillRoutes(app: ModuleApp, { weak, drills }: LearningRouteOptions): Promise<void> {
  // Multipart only in this module's scope (the drill's answer), as in practice.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.get(
    '/learning/weak-segments',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'My weak segments: every turn that lost marks, until two clean drills',
        response: { 200: weakSegmentsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await weak.list(currentUser(request).id) };
    },
  );

  app.post(
    '/learning/drills',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Start a drill of one weak segment (free)',
        description: 'Answers the speaker segment to play; the answer goes to POST /learning/drills/{drillId}/answer.',
        body: startDrillBody,
        response: {
          201: drillStartJson,
          404: error('The segment is not one the user has a scored answer to.'),
          503: error("The speaker's audio could not be prepared."),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await drills.start(currentUser(request).id, request.body.segmentId)),
  );

  app.post(
    '/learning/drills/:drillId/answer',
    {
      config: { auth: 'user' },
      // The form is read as a stream with hard limits (practice/upload.ts), not by Fastify.
      validatorCompiler: documentedOnly,
      schema: {
        summary: 'Answer a drill with one recording; it is scored at once',
        consumes: ['multipart/form-data'],
        params: drillParams,
        body: drillAnswerForm,
        response: {
          200: drillOutcomeJson,
          400: error('The multipart form could not be read.'),
          404: error('Drill not found (also someone else’s).'),
          409: error('The drill has its answer already.'),
          413: error('The recording is larger than 4 MB, or the form has too many parts.'),
          415: error('Not multipart/form-data, or the recording is not Ogg, WebM, MP4 or WAV audio.'),
          422: error('The recording is missing or has no usable audio.'),
          503: error('The answer could not be scored right now; the drill takes it again.'),
        },
      },
    },
    async (request) => {
      const { drillId } = parse(drillParams, request.params);
      const { recording } = await readSubmission(request);
      if (!recording) throw new HttpError(422, UPLOAD_MESSAGES.missingRecording, { user_audio: [UPLOAD_MESSAGES.missingRecording] });
      return drills.answer(currentUser(request).id, drillId, recording);
    },
  );
}
