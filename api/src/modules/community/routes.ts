import { rateLimited } from '../../http/rate-limit.js';
import { z } from 'zod';
import { currentUser, viewer } from '../../http/auth.js';
import { error, errors, messageBody } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import type { DiscussionService } from './discussions.js';
import type { PublicFeedbackService } from './public-feedback.js';
import {
  discussionJson,
  discussionListQuery,
  discussionPage,
  discussionUpvoteBody,
  idParams,
  newDiscussionBody,
  newReplyBody,
  publicFeedbackJson,
  replyJson,
  replyUpvoteBody,
  upvoteToggle,
} from './schemas.js';
import type { UpvoteService } from './upvotes.js';

export interface CommunityRouteOptions {
  discussions: DiscussionService;
  upvotes: UpvoteService;
  publicFeedback: PublicFeedbackService;
}

const postingLimit = error('Posting too often: try again after Retry-After seconds.');
const notYours = error('Only its author or a moderator may do that.');

/** Discussions, replies, upvotes and public feedback (spec §7). Guests read; writing needs a login. */
export async function communityRoutes(app: ModuleApp, { discussions, upvotes, publicFeedback }: CommunityRouteOptions): Promise<void> {
  const viewerId = (request: Parameters<typeof viewer>[0]) => viewer(request)?.id ?? null;

  app.get(
    '/discussions',
    {
      config: { auth: 'optional' },
      schema: { summary: 'A page of discussions with their replies', querystring: discussionListQuery, response: { 200: discussionPage } },
    },
    async (request) => discussions.list(request.query.page, viewerId(request)),
  );

  app.post(
    '/discussions',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Start a discussion',
        body: newDiscussionBody,
        response: {
          201: z.strictObject({ data: discussionJson }).describe('Posted: the discussion as the list shows it.'),
          429: postingLimit,
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await discussions.create(currentUser(request), request.body.content) }),
  );

  app.post(
    '/replies',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Reply to a discussion',
        body: newReplyBody,
        response: {
          201: z.strictObject({ data: replyJson }).describe('Posted: the reply as the list shows it.'),
          404: error('Discussion not found.'),
          429: postingLimit,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await discussions.reply(currentUser(request), request.body.discussion_id, request.body.content) }),
  );

  app.delete(
    '/discussions/:id',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Delete a discussion with its replies',
        params: idParams,
        response: { 200: messageBody, 403: notYours, ...errors(404) },
      },
    },
    async (request) => {
      await discussions.deleteDiscussion(currentUser(request), request.params.id);
      return { message: 'Discussion deleted' };
    },
  );

  app.delete(
    '/replies/:id',
    {
      config: { auth: 'user' },
      schema: { summary: 'Delete a reply', params: idParams, response: { 200: messageBody, 403: notYours, ...errors(404) } },
    },
    async (request) => {
      await discussions.deleteReply(currentUser(request), request.params.id);
      return { message: 'Reply deleted' };
    },
  );

  app.post(
    '/discussion-upvotes',
    {
      config: { auth: 'user', ...rateLimited({ max: 120, per: '1 hour', by: 'user' }) },
      schema: {
        summary: 'Toggle the viewer’s upvote of a discussion',
        body: discussionUpvoteBody,
        response: { 200: upvoteToggle, ...errors(404) },
      },
    },
    async (request) => upvotes.toggleDiscussion(currentUser(request).id, request.body.discussion_id),
  );

  app.post(
    '/reply-upvotes',
    {
      config: { auth: 'user', ...rateLimited({ max: 120, per: '1 hour', by: 'user' }) },
      schema: { summary: 'Toggle the viewer’s upvote of a reply', body: replyUpvoteBody, response: { 200: upvoteToggle, ...errors(404) } },
    },
    async (request) => upvotes.toggleReply(currentUser(request).id, request.body.reply_id),
  );

  // A POST that reads (spec §7): guests see the column too; a signed-in viewer learns what they may hide.
  app.post(
    '/get-feedback',
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'The public feedback column, newest first',
        description: 'A POST that reads (spec §7).',
        response: { 200: z.strictObject({ data: z.array(publicFeedbackJson) }).describe('At most 50, newest first, in data.') },
      },
    },
    async (request) => ({ data: await publicFeedback.listPublic(viewerId(request)) }),
  );

  app.delete(
    '/feedback/:id',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Hide public feedback',
        description: "Its author or a moderator; someone else's private or hidden feedback is a 404.",
        params: idParams,
        response: { 200: messageBody, 403: notYours, 404: error('Feedback not found.') },
      },
    },
    async (request) => {
      await publicFeedback.hide(currentUser(request).id, request.params.id);
      return { message: 'Feedback hidden successfully' };
    },
  );
}
