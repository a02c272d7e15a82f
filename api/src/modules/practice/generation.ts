import { CATEGORIES, findLanguage, type CategoryName } from '@ccl/shared/domain';
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/provider.js';
import { dialogueSchema, type BankDialogue } from '../../content/schema.js';
import { segmentsOf } from '../../content/segments.js';
import { checkDialogue, formatProblem } from '../../content/validate.js';
import type { Database, Queryable } from '../../db/database.js';
import { categories, dialogues, dialogueSegments, practiceSessions } from '../../db/schema.js';
import { HttpError, tooManyRequests } from '../../http/errors.js';
import type { User } from '../users/service.js';

export const GENERATION_MESSAGES = {
  badLanguage: 'The selected language is invalid.',
  tooMany: 'You have generated too many dialogues in the last hour. Please try again later.',
  failed: 'A dialogue could not be generated right now. Please try again in a little while.',
} as const;

/** Per user and rolling hour, counted from the dialogues they were given. */
export const GENERATION_LIMIT = { perHour: 5 } as const;

/** Any constant: generations of one user are counted and saved one at a time (with the user id). */
const GENERATION_LOCK = 7_310_428_004;

interface PractisedTitle {
  title: string;
  category: string;
}

/**
 * POST /generate-dialogue: a new dialogue of the user's own. Whatever writes it — the offline
 * provider (a bank dialogue they have not practised) or a model — its output is checked like the
 * content bank (schema + checkDialogue) before anything is saved: an invalid dialogue is never stored.
 */
export class GenerationService {
  constructor(private readonly deps: { db: Database; provider: Pick<AiProvider, 'generateDialogue'>; log: FastifyBaseLogger }) {}

  /** Generates and saves; answers the new dialogue's id. */
  async generate(user: User, languageName: string): Promise<number> {
    const language = findLanguage(languageName)?.name;
    if (!language) throw new HttpError(422, GENERATION_MESSAGES.badLanguage, { language: [GENERATION_MESSAGES.badLanguage] });
    await this.checkRate(this.deps.db, user.id);

    const practised = await this.practisedTitles(user.id, language);
    const category = leastPractisedCategory(practised);
    const dialogue = await this.write(
      language,
      category,
      practised.map((p) => p.title),
    );

    return this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${GENERATION_LOCK}::bigint # ${user.id}::bigint)`);
      // Counted again under the lock: two requests at once cannot both take the last one.
      await this.checkRate(tx, user.id);
      return this.save(tx, user.id, language, dialogue);
    });
  }

  private async checkRate(db: Pick<Database, 'select'>, userId: number): Promise<void> {
    const [row] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        retryAfter: sql<number>`ceil(extract(epoch from (min(${dialogues.createdAt}) + interval '1 hour' - now())))`.mapWith(Number),
      })
      .from(dialogues)
      .where(
        and(eq(dialogues.ownerUserId, userId), eq(dialogues.source, 'generated'), gt(dialogues.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((row?.n ?? 0) >= GENERATION_LIMIT.perHour) throw tooManyRequests(GENERATION_MESSAGES.tooMany, row?.retryAfter ?? 3600);
  }

  /** Titles of the dialogues the user has practised in the language, the most recent first. */
  private async practisedTitles(userId: number, language: string): Promise<PractisedTitle[]> {
    const lastPractised = max(practiceSessions.startedAt);
    return this.deps.db
      .select({ title: dialogues.title, category: categories.name })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(and(eq(practiceSessions.userId, userId), eq(dialogues.language, language)))
      .groupBy(dialogues.title, categories.name)
      .orderBy(desc(lastPractised));
  }

  private async write(language: string, category: CategoryName, avoidTitles: string[]): Promise<BankDialogue> {
    let raw: unknown;
    try {
      raw = await this.deps.provider.generateDialogue(language, category, { avoidTitles });
    } catch (error) {
      this.deps.log.error({ err: error, language, category }, 'dialogue generation failed');
      throw new HttpError(503, GENERATION_MESSAGES.failed);
    }
    const parsed = dialogueSchema.safeParse(raw);
    const problems = parsed.success
      ? checkDialogue(parsed.data, language, 'generated dialogue').map(formatProblem)
      : parsed.error.issues.map((issue) => `generated dialogue › ${issue.path.join('.') || '(dialogue)'}: ${issue.message}`);
    if (!parsed.success || problems.length > 0) {
      this.deps.log.error({ language, category, problems }, 'a generated dialogue was refused: it breaks the content rules');
      throw new HttpError(503, GENERATION_MESSAGES.failed);
    }
    return parsed.data;
  }

  private async save(tx: Queryable, userId: number, language: string, dialogue: BankDialogue): Promise<number> {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, dialogue.category));
    if (!category) throw new Error(`category ${dialogue.category} is not seeded`);
    // The offline provider hands out a bank dialogue: remember which, and reuse its speech.
    const [basedOn] = await tx
      .select({ id: dialogues.id, description: dialogues.description, descriptionAudioPath: dialogues.descriptionAudioPath })
      .from(dialogues)
      .where(and(eq(dialogues.bankKey, dialogue.key), eq(dialogues.language, language)));
    const [created] = await tx
      .insert(dialogues)
      .values({
        source: 'generated',
        ownerUserId: userId,
        basedOnDialogueId: basedOn?.id ?? null,
        language,
        categoryId: category.id,
        title: dialogue.title,
        description: dialogue.description,
        descriptionAudioPath: basedOn && basedOn.description === dialogue.description ? basedOn.descriptionAudioPath : null,
      })
      .returning({ id: dialogues.id });
    if (!created) throw new Error('INSERT … RETURNING returned no dialogue');

    const bankSpeech = basedOn
      ? await tx
          .select({
            segmentOrder: dialogueSegments.segmentOrder,
            sourceText: dialogueSegments.sourceText,
            audioPath: dialogueSegments.audioPath,
            audioStatus: dialogueSegments.audioStatus,
          })
          .from(dialogueSegments)
          .where(eq(dialogueSegments.dialogueId, basedOn.id))
      : [];
    await tx.insert(dialogueSegments).values(
      segmentsOf(dialogue, language).map((segment) => {
        // Speech keys depend only on the text (speech/keys.ts): the same text already spoken is ready.
        const spoken = bankSpeech.find(
          (s) => s.segmentOrder === segment.segmentOrder && s.sourceText === segment.sourceText && s.audioStatus === 'ready',
        );
        return {
          dialogueId: created.id,
          ...segment,
          audioPath: spoken?.audioPath ?? null,
          audioStatus: spoken ? ('ready' as const) : ('pending' as const),
        };
      }),
    );
    return created.id;
  }
}

/**
 * The category the user has practised least in this language (ties: the spec's category order),
 * so that generation walks them through every topic of the test.
 */
export function leastPractisedCategory(practised: PractisedTitle[]): CategoryName {
  const counts = new Map<string, number>();
  for (const p of practised) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...CATEGORIES].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0))[0]!;
}
