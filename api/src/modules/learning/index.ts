import { speechServiceOf } from '../practice/build.js';
import { defineModule } from '../module.js';
import { DrillService } from './drills.js';
import { GoalService } from './goal.js';
import { ProgressService } from './progress-service.js';
import { goalRoutes } from './goal-routes.js';
import { ReviewService } from './review.js';
import { reviewRoutes } from './review-routes.js';
import { drillRoutes } from './routes.js';
import { WeakSegmentService } from './weak-segments.js';

/**
 * The learning loop (issue 18): my weak segments and their drills, spaced review of segments and
 * vocabulary (ts-fsrs). Builds its own speech service for the drill's speaker segment, as practice does.
 */
export const learningModule = defineModule(
  'learning',
  'Learning from mistakes: weak segments, drills, spaced review, the exam date and the week’s plan.',
  async (api, deps) => {
    const log = api.log;
    const speech = speechServiceOf(deps, log);
    const drills = new DrillService({
      db: deps.db,
      storage: deps.storage,
      media: deps.media,
      speech,
      ai: deps.ai.provider,
      log,
      now: () => deps.clock.now(),
    });
    await drillRoutes(api, { weak: new WeakSegmentService(deps.db), drills });
    const review = new ReviewService(deps.db, deps.media, deps.clock);
    await reviewRoutes(api, review);
    await goalRoutes(api, new GoalService(deps.db, review, deps.clock), new ProgressService(deps.db));
  },
);
