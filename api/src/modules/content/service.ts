import { CATEGORIES, findLanguage } from '@ccl/shared/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/database.js';
import { categories, dialogues, dialogueSegments, practiceSessions, segmentAttempts, vocabularyTerms } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { MediaUrls } from '../../storage/media.js';
import type { User } from '../users/service.js';
import { ReadConnection } from './read-connection.js';
import { presentDialogue, presentSegment, type DialogueJson, type DialogueRow, type SegmentJson } from './present.js';
import { MAX_INT, type DialogueListQuery } from './schemas.js';

export const LANGUAGE_NOT_FOUND = 'Language not found.';
export const DIALOGUE_NOT_FOUND = 'Dialogue not found.';

export interface DialoguePage {
  dialogues: { data: DialogueJson[]; current_page: number; last_page: number; per_page: number; total: number };
  total: number;
}

export type DialogueWithSegments = DialogueJson & { segments: SegmentJson[] };

export interface VocabularyCategoryJson {
  category_name: string;
  terms: Array<{ id: number; english_word: string; translated_word: string }>;
}

/**
 * The read queries, as named prepared statements: PostgreSQL plans each once per connection instead
 * of on every request. Planning was most of a request's database time (on the embedded PGlite, which
 * runs in the API's own thread, 1.5 → 0.35 ms of CPU for the dialogue page).
 * A guest is viewer 0, which owns nothing, so guests and users share one statement.
 */
function preparedQueries(db: Database) {
  const viewer = sql.placeholder('viewer');
  const visible = or(eq(dialogues.source, 'bank'), eq(dialogues.ownerUserId, viewer));
  // A bank dialogue retired from the files leaves the lists, except for those who practised it.
  const listed = and(
    visible,
    or(
      isNull(dialogues.retiredAt),
      sql`exists (select 1 from ${practiceSessions} where ${practiceSessions.userId} = ${viewer} and ${practiceSessions.dialogueId} = ${dialogues.id})`,
    ),
  );
  const dialogueColumns = {
    id: dialogues.id,
    title: dialogues.title,
    description: dialogues.description,
    descriptionAudioPath: dialogues.descriptionAudioPath,
    language: dialogues.language,
    categoryId: dialogues.categoryId,
    createdAt: dialogues.createdAt,
    variety: dialogues.variety,
    difficulty: dialogues.difficulty,
    categoryName: categories.name,
    // The viewer's highest final score on it, in the same query as the page: no query per dialogue,
    // and no second round trip (sessions still scoring have none and are ignored by max).
    bestScore: sql<number | null>`(
      select max(${practiceSessions.finalScore}) from ${practiceSessions}
      where ${practiceSessions.userId} = ${viewer} and ${practiceSessions.dialogueId} = ${dialogues.id}
    )`,
    // What that best score rests on (issue #17), by the rule of scoring/score-label.ts: a turn not
    // assessed or uncertain makes it 'delivery_only', else a self-marked turn makes it 'self_marked'.
    bestScoreLabel: sql<string | null>`(
      select case
        when exists (select 1 from ${segmentAttempts} a where a.session_id = best.id and a.accuracy in ('not_assessed', 'uncertain')) then 'delivery_only'
        when exists (select 1 from ${segmentAttempts} a where a.session_id = best.id and a.accuracy = 'self_marked') then 'self_marked'
        else 'assessed'
      end
      from ${practiceSessions} best
      where best.user_id = ${viewer} and best.dialogue_id = ${dialogues.id} and best.final_score is not null
      order by best.final_score desc, best.id desc
      limit 1
    )`,
  };
  // The language page's difficulty filter; a null placeholder means every difficulty.
  const difficulty = sql.placeholder('difficulty');
  const ofDifficulty = sql`(${difficulty}::text is null or ${dialogues.difficulty} = ${difficulty}::text)`;
  const page = (direction: typeof asc, name: string) =>
    db
      .select({ ...dialogueColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(dialogues)
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(and(eq(dialogues.language, sql.placeholder('language')), listed, ofDifficulty))
      // Bank dialogues seeded together share a created_at: the id keeps the order stable across pages.
      .orderBy(direction(dialogues.createdAt), direction(dialogues.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    pageNewestFirst: page(desc, 'content_dialogue_page_desc'),
    pageOldestFirst: page(asc, 'content_dialogue_page_asc'),
    countVisible: db
      .select({ n: count() })
      .from(dialogues)
      .where(and(eq(dialogues.language, sql.placeholder('language')), listed, ofDifficulty))
      .prepare('content_dialogue_count'),
    dialogue: db
      .select(dialogueColumns)
      .from(dialogues)
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(and(eq(dialogues.id, sql.placeholder('id')), visible))
      .limit(1)
      .prepare('content_dialogue'),
    segments: db
      .select({
        id: dialogueSegments.id,
        segmentOrder: dialogueSegments.segmentOrder,
        speakerRole: dialogueSegments.speakerRole,
        speakerLanguage: dialogueSegments.speakerLanguage,
        sourceText: dialogueSegments.sourceText,
        expectedTargetText: dialogueSegments.expectedTargetText,
        audioPath: dialogueSegments.audioPath,
        audioStatus: dialogueSegments.audioStatus,
      })
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, sql.placeholder('dialogueId')))
      .orderBy(asc(dialogueSegments.segmentOrder))
      .prepare('content_dialogue_segments'),
    completedSession: db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, viewer),
          eq(practiceSessions.dialogueId, sql.placeholder('dialogueId')),
          isNotNull(practiceSessions.endTime),
        ),
      )
      .limit(1)
      .prepare('content_completed_session'),
    vocabulary: db
      .select({
        id: vocabularyTerms.id,
        englishWord: vocabularyTerms.englishWord,
        translatedWord: vocabularyTerms.translatedWord,
        categoryName: categories.name,
      })
      .from(vocabularyTerms)
      .innerJoin(categories, eq(categories.id, vocabularyTerms.categoryId))
      .where(eq(vocabularyTerms.language, sql.placeholder('language')))
      .orderBy(asc(vocabularyTerms.categoryId), asc(vocabularyTerms.position), asc(vocabularyTerms.id))
      .prepare('content_vocabulary'),
  };
}

/** The viewer id the prepared statements take: 0 for a guest, which owns nothing. */
const viewerId = (viewer: User | null) => viewer?.id ?? 0;

/**
 * The practice library read side: dialogue lists, one dialogue with its segments, transcripts and
 * vocabulary. Bank dialogues are everyone's; a generated dialogue is seen only by the user it was
 * made for (a stranger gets the same 404 as for an id that does not exist).
 * Its reads run on their own connection, outside any caller's transaction: on the embedded database,
 * calling them while holding a transaction waits for that transaction forever (README, "Embedded database").
 */
export class ContentService {
  private readonly reads: ReadConnection<ReturnType<typeof preparedQueries>>;
  private readonly media: MediaUrls;
  private readonly creditCostPerDialogue: number;

  /** Touches no database: the read connection opens on the first read. */
  constructor(options: { db: Database; pool: pg.Pool; media: MediaUrls; creditCostPerDialogue: number }) {
    this.reads = new ReadConnection(options.pool, options.db, preparedQueries);
    this.media = options.media;
    this.creditCostPerDialogue = options.creditCostPerDialogue;
  }

  /** Gives back the connection the reads hold (embedded database only); call when the app closes. */
  close(): Promise<void> {
    return this.reads.close();
  }

  /** The language's canonical name ('hindi' → 'Hindi'), or 404. */
  languageNamed(name: string): string {
    const language = findLanguage(name);
    if (!language) throw new HttpError(404, LANGUAGE_NOT_FOUND);
    return language.name;
  }

  /** GET /dialogues/{language}: one query for the page, its total (window count) and the viewer's scores. */
  async listDialogues(languageName: string, query: DialogueListQuery, viewer: User | null): Promise<DialoguePage> {
    const language = this.languageNamed(languageName);
    const params = { language, viewer: viewerId(viewer), difficulty: query.difficulty ?? null };
    const queries = await this.reads.queries();
    const pageQuery = query.sort_order === 'asc' ? queries.pageOldestFirst : queries.pageNewestFirst;
    const rows = await pageQuery.execute({ ...params, limit: query.per_page, offset: (query.page - 1) * query.per_page });

    // Past the last page the window count has no row to ride on: count separately (rare).
    const total = rows[0]?.total ?? (query.page > 1 ? Number((await queries.countVisible.execute(params))[0]?.n ?? 0) : 0);
    return {
      dialogues: {
        data: rows.map((row) => presentDialogue(row, this.media)),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        per_page: query.per_page,
        total,
      },
      total,
    };
  }

  /** POST /fetch-dialogue: the dialogue with its category and ordered segments. */
  async dialogueWithSegments(id: number, viewer: User | null): Promise<DialogueWithSegments> {
    const row = await this.findVisible(id, viewer);
    return { ...presentDialogue(row, this.media), segments: await this.segmentsOf(row.id) };
  }

  /**
   * POST /transcript. giveFree (the interpreter & audio switch, spec §6): a signed-in user who could
   * pay for a dialogue now, or who has already completed this one; never a guest.
   */
  async transcript(id: number, viewer: User | null): Promise<{ dialogue: DialogueWithSegments; giveFree: boolean }> {
    const dialogue = await this.dialogueWithSegments(id, viewer);
    return { dialogue, giveFree: await this.givesFree(dialogue.id, viewer) };
  }

  /** GET /vocabulary: the language's categories in the spec's order, terms in file order. */
  async vocabulary(languageName: string): Promise<VocabularyCategoryJson[]> {
    const language = this.languageNamed(languageName);
    const rows = await (await this.reads.queries()).vocabulary.execute({ language });

    const groups = new Map<string, VocabularyCategoryJson>();
    for (const row of rows) {
      let group = groups.get(row.categoryName);
      if (!group) groups.set(row.categoryName, (group = { category_name: row.categoryName, terms: [] }));
      group.terms.push({ id: row.id, english_word: row.englishWord, translated_word: row.translatedWord });
    }
    const rank = (name: string) => {
      const i = (CATEGORIES as readonly string[]).indexOf(name);
      return i === -1 ? CATEGORIES.length : i;
    };
    return [...groups.values()].sort((a, b) => rank(a.category_name) - rank(b.category_name));
  }

  private async findVisible(id: number, viewer: User | null): Promise<DialogueRow> {
    // Ids outside the column's range cannot exist; PostgreSQL would reject them as out of range.
    if (id < 1 || id > MAX_INT) throw new HttpError(404, DIALOGUE_NOT_FOUND);
    const [row] = await (await this.reads.queries()).dialogue.execute({ id, viewer: viewerId(viewer) });
    if (!row) throw new HttpError(404, DIALOGUE_NOT_FOUND);
    return row;
  }

  private async segmentsOf(dialogueId: number): Promise<SegmentJson[]> {
    const rows = await (await this.reads.queries()).segments.execute({ dialogueId });
    return rows.map((row) => presentSegment(row, this.media));
  }

  private async givesFree(dialogueId: number, viewer: User | null): Promise<boolean> {
    if (!viewer) return false;
    if (viewer.availableCredits >= this.creditCostPerDialogue) return true;
    const [completed] = await (await this.reads.queries()).completedSession.execute({ viewer: viewer.id, dialogueId });
    return completed !== undefined;
  }
}
