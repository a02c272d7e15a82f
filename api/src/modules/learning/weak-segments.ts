import type { Database } from '../../db/database.js';
import { scoredAnswers, scoredDrills, turnTexts } from './answers.js';
import type { WeakSegmentJson } from './schemas.js';
import { weakList } from './weak-list.js';

/** My weak segments: the list rules (weak-list.ts) over the user's answers, presented with their turns. */
export class WeakSegmentService {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<WeakSegmentJson[]> {
    const list = weakList(await scoredAnswers(this.db, userId), await scoredDrills(this.db, userId));
    const turns = await turnTexts(
      this.db,
      list.map((t) => t.segmentId),
    );
    return list.flatMap((entry) => {
      const turn = turns.get(entry.segmentId);
      if (!turn) return [];
      return [
        {
          segmentId: turn.id,
          dialogueId: turn.dialogueId,
          dialogueTitle: turn.title,
          category: turn.category,
          language: turn.dialogueLanguage,
          segmentNumber: turn.segmentOrder / 2,
          speakerRole: turn.speaker.speakerRole,
          speakerText: turn.speaker.sourceText,
          expectedText: turn.expected,
          targetLanguage: turn.language,
          score: entry.answer.score,
          maxScore: entry.answer.maxScore,
          pointsLost: entry.pointsLost,
          deductions: entry.answer.deductions,
          answeredAt: entry.answer.scoredAt.toISOString(),
          cleanDrills: entry.cleanDrills,
          lastDrill: entry.lastDrill
            ? { score: entry.lastDrill.score, maxScore: entry.lastDrill.maxScore, scoredAt: entry.lastDrill.scoredAt.toISOString() }
            : null,
        },
      ];
    });
  }
}
