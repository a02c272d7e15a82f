import { accountModule } from './account/index.js';
import { attemptFeedbackModule } from './attempt-feedback/index.js';
import { attemptsModule } from './attempts/index.js';
import { authModule } from './auth/index.js';
import { billingModule } from './billing/index.js';
import { communityModule } from './community/index.js';
import { contentModule } from './content/index.js';
import { creditsModule } from './credits/index.js';
import { disputesModule } from './disputes/index.js';
import { healthModule } from './health/index.js';
import { learningModule } from './learning/index.js';
import { mediaModule } from './media/index.js';
import { mockExamsModule } from './mock-exams/index.js';
import type { ApiModule } from './module.js';
import { practiceModule } from './practice/index.js';
import { resultsModule } from './results/index.js';
import { scoringModule } from './scoring/index.js';
import { statsModule } from './stats/index.js';
import { usersModule } from './users/index.js';

/**
 * Every module of the API, registered under /api in this order by app.ts. The speech folder has no
 * plugin of its own yet: practice registers its route (practice/vocabulary-speech.ts).
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  usersModule,
  accountModule,
  statsModule,
  creditsModule,
  contentModule,
  mediaModule,
  practiceModule,
  attemptFeedbackModule,
  scoringModule,
  mockExamsModule,
  attemptsModule,
  resultsModule,
  disputesModule,
  billingModule,
  communityModule,
  learningModule,
];
