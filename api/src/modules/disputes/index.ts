import { defineModule } from '../module.js';
import { disputeRoutes } from './routes.js';
import { DisputeService } from './service.js';

/** Contesting a deduction, and the moderators' review queue (issue #17). */
export const disputesModule = defineModule(
  'disputes',
  'Disputed deductions and the moderators’ review queue.',
  async (api, { db, media, config }) => {
    await disputeRoutes(api, new DisputeService(db, media, new Set(config.community.moderatorUserIds)));
  },
);
