import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { dialogues, siteCounters } from '../../db/schema.js';
import type { LandingCounters } from './schemas.js';

/** The live counters on the home page (spec §1, GET /stats). */
export class StatsService {
  constructor(private readonly db: Database) {}

  async landingCounters(): Promise<LandingCounters> {
    const [totalDialogues, totalAiScoring] = await Promise.all([this.countDialogues(), this.countAiScorings()]);
    return { total_dialogues: totalDialogues, total_ai_scoring: totalAiScoring };
  }

  /**
   * Dialogues available to everyone: the content bank. Generated dialogues belong to the user they
   * were made for, so they are not part of the public library this counter advertises; nor are
   * bank dialogues retired from the files.
   */
  async countDialogues(): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(dialogues)
      .where(and(eq(dialogues.source, 'bank'), isNull(dialogues.retiredAt)));
    return Number(row?.total ?? 0);
  }

  /**
   * AI scorings done on the site: the site counter 'total_ai_scoring', which the scoring jobs raise
   * once per scored attempt (modules/scoring/scorer.ts). Unlike the users' scoring_used it keeps
   * counting the scorings of accounts since deleted.
   */
  async countAiScorings(): Promise<number> {
    const [row] = await this.db.select({ value: siteCounters.value }).from(siteCounters).where(eq(siteCounters.name, 'total_ai_scoring'));
    return Number(row?.value ?? 0);
  }
}
