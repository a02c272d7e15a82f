import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { DiscussionService } from './discussions.js';
import { PublicFeedbackService } from './feedback.js';
import { PostingLimit } from './posting-limit.js';
import { CommunityRoles } from './roles.js';
import { communityRoutes } from './routes.js';
import { UpvoteService } from './upvotes.js';

/** Builds the community services from the app's dependencies and registers their routes. */
export async function registerCommunity(api: FastifyInstance, deps: { config: Config; db: Database; clock: Clock }): Promise<void> {
  const roles = new CommunityRoles(deps.config.community.moderatorUserIds, deps.config.publicRuntime.verifiedUserId);
  await api.register(communityRoutes, {
    discussions: new DiscussionService(deps.db, deps.clock, roles, new PostingLimit(deps.clock)),
    upvotes: new UpvoteService(deps.db),
    feedback: new PublicFeedbackService(deps.db, deps.clock, roles),
  });
}
