import { currentUser } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { MAX_INT } from '../../http/fields.js';
import { error, errors } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import { decisionAnswer, decisionBody, deductionParams, disputeBody, disputeJson, disputeParams, disputeQueueAnswer } from './schemas.js';
import {
  ALREADY_DECIDED_MESSAGE,
  ALREADY_DISPUTED_MESSAGE,
  DEDUCTION_NOT_FOUND_MESSAGE,
  DISPUTE_NOT_FOUND_MESSAGE,
  MODERATORS_ONLY_MESSAGE,
  type DisputeService,
} from './service.js';

export async function disputeRoutes(app: ModuleApp, service: DisputeService): Promise<void> {
  app.post(
    '/deductions/:deductionId/disputes',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Dispute a deduction',
        description: 'Only on a deduction of one’s own scored attempt, once per deduction. A moderator then upholds or removes it.',
        params: deductionParams,
        body: disputeBody,
        response: {
          201: disputeJson,
          404: error(DEDUCTION_NOT_FOUND_MESSAGE),
          409: error(ALREADY_DISPUTED_MESSAGE),
          ...errors(422),
        },
      },
    },
    async (request, reply) => {
      const { deductionId } = request.params;
      if (deductionId > MAX_INT) throw new HttpError(404, DEDUCTION_NOT_FOUND_MESSAGE);
      return reply.code(201).send(await service.open(currentUser(request).id, deductionId, request.body.note));
    },
  );

  app.get(
    '/moderation/disputes',
    {
      config: { auth: 'user' },
      schema: {
        summary: "The moderators' queue of open disputes",
        description: 'MODERATOR_USER_IDS only: each open dispute with the recording, transcript, expected text and the deduction.',
        response: { 200: disputeQueueAnswer, 403: error(MODERATORS_ONLY_MESSAGE) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await service.queue(currentUser(request).id) };
    },
  );

  app.post(
    '/moderation/disputes/:disputeId',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Decide a dispute',
        description:
          "'remove' takes the deduction out of the ledger and recomputes the turn's and the dialogue's scores; 'uphold' keeps it.",
        params: disputeParams,
        body: decisionBody,
        response: {
          200: decisionAnswer,
          403: error(MODERATORS_ONLY_MESSAGE),
          404: error(DISPUTE_NOT_FOUND_MESSAGE),
          409: error(ALREADY_DECIDED_MESSAGE),
          ...errors(422),
        },
      },
    },
    async (request) => {
      const { disputeId } = request.params;
      const moderatorId = currentUser(request).id;
      if (disputeId > MAX_INT) {
        if (!service.isModerator(moderatorId)) throw new HttpError(403, MODERATORS_ONLY_MESSAGE);
        throw new HttpError(404, DISPUTE_NOT_FOUND_MESSAGE);
      }
      return service.decide(moderatorId, disputeId, request.body.decision);
    },
  );
}
