import { and, eq, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { categories, dialogues, examGoals, practiceSessions } from '../../db/schema.js';
import { scoredAnswers, scoredDrills } from './answers.js';
import { weekPlan, type Plan } from './plan.js';
import type { ReviewService } from './review.js';
import type { ExamGoalJson } from './schemas.js';
import { weakList } from './weak-list.js';

/** The candidate's exam date and language (settings), and the week's plan built on them (dashboard). */
export class GoalService {
  constructor(
    private readonly db: Database,
    private readonly review: ReviewService,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<ExamGoalJson> {
    const [goal] = await this.db.select().from(examGoals).where(eq(examGoals.userId, userId));
    return { examDate: goal?.examDate ?? null, language: (goal?.language ?? null) as ExamGoalJson['language'] };
  }

  async set(userId: number, goal: ExamGoalJson): Promise<ExamGoalJson> {
    await this.db
      .insert(examGoals)
      .values({ userId, examDate: goal.examDate, language: goal.language })
      .onConflictDoUpdate({ target: examGoals.userId, set: { examDate: goal.examDate, language: goal.language } });
    return this.get(userId);
  }

  async plan(userId: number): Promise<ExamGoalJson & Plan> {
    const goal = await this.get(userId);
    const sessions = await this.db
      .select({ category: categories.name, finalScore: practiceSessions.finalScore })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(
        and(
          eq(practiceSessions.userId, userId),
          eq(practiceSessions.status, 'scored'),
          isNotNull(practiceSessions.finalScore),
          // With an exam language, only practice in that language prepares for it.
          goal.language ? eq(dialogues.language, goal.language) : undefined,
        ),
      );
    const scoresByCategory = new Map<string, number[]>();
    for (const { category, finalScore } of sessions)
      scoresByCategory.set(category, [...(scoresByCategory.get(category) ?? []), finalScore!]);

    await this.review.syncDeck(userId);
    const weak = weakList(await scoredAnswers(this.db, userId), await scoredDrills(this.db, userId));
    const plan = weekPlan({
      today: this.clock.now(),
      examDate: goal.examDate,
      scoresByCategory,
      dueReviews: await this.review.dueToday(userId),
      weakSegments: weak.length,
    });
    return { ...goal, ...plan };
  }
}
