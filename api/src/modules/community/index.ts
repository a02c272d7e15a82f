import { defineModule } from '../module.js';
import { DiscussionService } from './discussions.js';
import { PostingLimit } from './posting-limit.js';
import { PublicFeedbackService } from './public-feedback.js';
import { CommunityRoles } from './roles.js';
import { communityRoutes } from './routes.js';
import { UpvoteService } from './upvotes.js';

/** Discussions, replies, upvotes, and the public feedback column (what attempt-feedback collects). */
export const communityModule = defineModule(
  'community',
  'Discussions, replies, upvotes and the public feedback column.',
  async (api, { config, db, clock }) => {
    const roles = new CommunityRoles(config.community.moderatorUserIds, config.publicRuntime.verifiedUserId);
    await communityRoutes(api, {
      discussions: new DiscussionService(db, clock, roles, new PostingLimit(clock)),
      upvotes: new UpvoteService(db),
      publicFeedback: new PublicFeedbackService(db, clock, roles),
    });
  },
);
