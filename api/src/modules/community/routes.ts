import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.js';
import { parse } from '../../http/parse.js';
import type { DiscussionService } from './discussions.js';
import type { PublicFeedbackService } from './feedback.js';
import { discussionListQuery, discussionUpvoteBody, idParams, newDiscussionBody, newReplyBody, replyUpvoteBody } from './schemas.js';
import type { UpvoteService } from './upvotes.js';

export interface CommunityRouteOptions {
  discussions: DiscussionService;
  upvotes: UpvoteService;
  feedback: PublicFeedbackService;
}

/** The viewer of a route that also serves guests (identifyUser): null for a guest. */
function viewerId(request: FastifyRequest): number | null {
  return request.auth?.user.id ?? null;
}

/** Discussions, replies, upvotes and public feedback (spec §7). Guests read; writing needs a login. */
export async function communityRoutes(app: FastifyInstance, options: CommunityRouteOptions): Promise<void> {
  const { discussions, upvotes, feedback } = options;

  app.get('/discussions', { preHandler: app.identifyUser }, async (request) =>
    discussions.list(parse(discussionListQuery, request.query).page, viewerId(request)),
  );

  app.post('/discussions', { preHandler: app.requireUser }, async (request, reply) => {
    const { content } = parse(newDiscussionBody, request.body);
    return reply.code(201).send({ data: await discussions.create(currentUser(request), content) });
  });

  app.post('/replies', { preHandler: app.requireUser }, async (request, reply) => {
    const { discussion_id: discussionId, content } = parse(newReplyBody, request.body);
    return reply.code(201).send({ data: await discussions.reply(currentUser(request), discussionId, content) });
  });

  app.delete('/discussions/:id', { preHandler: app.requireUser }, async (request) => {
    await discussions.deleteDiscussion(currentUser(request), parse(idParams, request.params).id);
    return { message: 'Discussion deleted' };
  });

  app.delete('/replies/:id', { preHandler: app.requireUser }, async (request) => {
    await discussions.deleteReply(currentUser(request), parse(idParams, request.params).id);
    return { message: 'Reply deleted' };
  });

  app.post('/discussion-upvotes', { preHandler: app.requireUser }, async (request) =>
    upvotes.toggleDiscussion(currentUser(request).id, parse(discussionUpvoteBody, request.body).discussion_id),
  );

  app.post('/reply-upvotes', { preHandler: app.requireUser }, async (request) =>
    upvotes.toggleReply(currentUser(request).id, parse(replyUpvoteBody, request.body).reply_id),
  );

  // A POST that reads (spec §7): guests see the column too; a signed-in viewer learns what they may hide.
  app.post('/get-feedback', { preHandler: app.identifyUser }, async (request) => ({ data: await feedback.listPublic(viewerId(request)) }));

  app.delete('/feedback/:id', { preHandler: app.requireUser }, async (request) => {
    await feedback.hide(currentUser(request).id, parse(idParams, request.params).id);
    return { message: 'Feedback hidden successfully' };
  });
}
