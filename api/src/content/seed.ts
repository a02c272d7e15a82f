import { CATEGORIES } from '@ccl/shared/domain';
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { categories, dialogues, dialogueSegments, practiceSessions, vocabularyTerms } from '../db/schema.js';
import { CONTENT_DIR, loadContent, type ContentBank } from './load.js';
import type { BankDialogue } from './schema.js';
import { difficultyOf } from './difficulty.js';
import { dialogueHash, segmentsOf, type SegmentText } from './segments.js';
import { formatProblem, type ContentProblem, type ProblemKind } from './problems.js';
import { BANK_RULES, type BankRules } from './rules.js';

/**
 * Seeds the content bank into the database, idempotently: new entries are added, changed ones
 * updated in place (same row ids, so practice sessions, attempts and results that point at them stay
 * valid), unchanged ones cost nothing but a hash comparison. It never deletes a dialogue, a segment
 * that candidates answered, or anything a user made: a bank key the files no longer have is retired
 * (retired_at), which takes it out of the lists and counts and keeps its results.
 */

export interface SeedSummary {
  dialogues: { total: number; added: number; updated: number; unchanged: number };
  /** Bank keys in the database that the files no longer have: kept (they may have results), retired, listed. */
  retiredKeys: string[];
  /** Retired keys the files have again: back in the lists. */
  restoredKeys: string[];
  /** Segments whose text changed: their speech was reset to be made again. */
  segmentsWithNewText: number;
  terms: { total: number; added: number; updated: number; removed: number };
  /** Time spent writing (or finding nothing to write). */
  ms: number;
  /** Time spent reading and validating the files, when seeded from them. */
  validationMs?: number;
  /** Problems of the editorial rules found while reading the files (see loadServableContent). */
  editorialProblems?: number;
}

/** The bank could not be seeded; `problems` lists every reason, one line each. */
export class ContentBankError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content bank was not seeded (${problems.length} problem${problems.length === 1 ? '' : 's'}); ` +
        `the server does not run on invalid content:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentBankError';
  }
}

/** Reads and validates api/content (or `dir`, against `rules`); throws ContentBankError listing every problem. */
export async function loadValidContent(dir = CONTENT_DIR, rules: BankRules = BANK_RULES): Promise<ContentBank> {
  const { problems, bank } = await loadContent(dir, { rules });
  if (problems.length) throw new ContentBankError(problems.map(formatProblem));
  return bank;
}

/**
 * What the server cannot serve: files it cannot read as the schema says, or in the wrong place. Every
 * other rule (script, shape, units, plots, figures, vocabulary use…) is editorial: `npm run content:check`
 * enforces it as a layer of `npm test`, so it never reaches a release, and a start only counts it — a
 * repeated dollar amount is no reason for a site to stay down.
 */
const BLOCKING_KINDS: ReadonlySet<ProblemKind> = new Set(['layout', 'schema']);

/** Reads the bank; throws ContentBankError on what the server cannot serve, returns the editorial problems. */
export async function loadServableContent(
  dir = CONTENT_DIR,
  rules: BankRules = BANK_RULES,
): Promise<{ bank: ContentBank; editorial: ContentProblem[] }> {
  const { problems, bank } = await loadContent(dir, { rules });
  const blocking = problems.filter((p) => BLOCKING_KINDS.has(p.kind));
  if (blocking.length) throw new ContentBankError(blocking.map(formatProblem));
  return { bank, editorial: problems.filter((p) => !BLOCKING_KINDS.has(p.kind)) };
}

/** The start-up step: load, check, seed. Throws ContentBankError without writing anything on a blocking problem. */
export async function seedContentFromFiles(db: Database, dir = CONTENT_DIR, rules: BankRules = BANK_RULES): Promise<SeedSummary> {
  const started = performance.now();
  const { bank, editorial } = await loadServableContent(dir, rules);
  const validationMs = Math.round(performance.now() - started);
  return { ...(await seedContentBank(db, bank)), validationMs, editorialProblems: editorial.length };
}

/** The part of a bank in some languages: tests seed one or two languages instead of all twelve. */
export function bankFor(bank: ContentBank, languages: string[]): ContentBank {
  return {
    dialogues: bank.dialogues.filter((f) => languages.includes(f.language)),
    vocabulary: bank.vocabulary.filter((f) => languages.includes(f.language)),
  };
}

export function summaryLine(summary: SeedSummary): string {
  const d = summary.dialogues;
  const t = summary.terms;
  const retired =
    (summary.retiredKeys.length ? `; ${summary.retiredKeys.length} no longer in the files, retired` : '') +
    (summary.restoredKeys.length ? `; ${summary.restoredKeys.length} back in the files` : '');
  return (
    `content bank: ${d.total} dialogues (${d.added} new, ${d.updated} updated${retired}), ` +
    `${t.total} vocabulary terms (${t.added} new, ${t.updated} updated, ${t.removed} removed); ` +
    (summary.validationMs === undefined ? '' : `validated in ${summary.validationMs} ms, `) +
    `seeded in ${summary.ms} ms` +
    (summary.editorialProblems ? `; ${summary.editorialProblems} editorial problem(s): run npm run content:check` : '')
  );
}

/** Any constant: two servers starting together on one PostgreSQL seed one after the other. */
const SEED_LOCK_ID = 7_310_428_001;
/** Rows per INSERT or UPDATE statement: far below PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

/**
 * Writes `bank` into the database in one transaction: everything or, on any refusal, nothing.
 * Throws ContentBankError when a change would break users' results (see seedDialogues).
 */
export async function seedContentBank(db: Database, bank: ContentBank): Promise<SeedSummary> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const categoryIds = await seedCategories(tx);
    const dialogueResult = await seedDialogues(tx, bank, categoryIds);
    const terms = await seedVocabulary(tx, bank, categoryIds);
    return { ...dialogueResult, terms };
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The 12 categories of spec §3, inserted in the spec's order on the first start. */
async function seedCategories(tx: Transaction): Promise<Map<string, number>> {
  let rows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const missing = CATEGORIES.filter((name) => !rows.some((r) => r.name === name));
  if (missing.length) {
    await tx
      .insert(categories)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing();
    rows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  }
  return new Map(rows.map((r) => [r.name, r.id]));
}

interface BankEntry {
  dialogue: BankDialogue;
  language: string;
  hash: string;
}

function categoryId(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`category ${name} is not in the database`);
  return id;
}

async function seedDialogues(
  tx: Transaction,
  bank: ContentBank,
  categoryIds: Map<string, number>,
): Promise<Pick<SeedSummary, 'dialogues' | 'retiredKeys' | 'restoredKeys' | 'segmentsWithNewText'>> {
  const entries: BankEntry[] = bank.dialogues.flatMap((file) =>
    file.dialogues.map((dialogue) => ({ dialogue, language: file.language, hash: dialogueHash(dialogue, file.language) })),
  );
  const existing = await tx
    .select({
      id: dialogues.id,
      bankKey: dialogues.bankKey,
      language: dialogues.language,
      contentHash: dialogues.contentHash,
      retiredAt: dialogues.retiredAt,
    })
    .from(dialogues)
    .where(isNotNull(dialogues.bankKey));
  const byKey = new Map(existing.map((row) => [row.bankKey!, row]));
  const bankKeys = new Set(entries.map((e) => e.dialogue.key));
  const bankLanguages = new Set(bank.dialogues.map((f) => f.language));

  const added = entries.filter((e) => !byKey.has(e.dialogue.key));
  const changed = entries
    .map((e) => ({ ...e, row: byKey.get(e.dialogue.key) }))
    .filter((e): e is BankEntry & { row: (typeof existing)[number] } => !!e.row && e.row.contentHash !== e.hash);

  const segmentsWithNewText = changed.length ? await updateDialogues(tx, changed, categoryIds) : 0;

  for (const batch of chunks(added, 100)) {
    const inserted = await tx
      .insert(dialogues)
      .values(
        batch.map((e) => ({
          bankKey: e.dialogue.key,
          source: 'bank' as const,
          language: e.language,
          categoryId: categoryId(categoryIds, e.dialogue.category),
          title: e.dialogue.title,
          description: e.dialogue.description,
          variety: e.dialogue.variety ?? null,
          difficulty: difficultyOf(e.dialogue),
          contentHash: e.hash,
        })),
      )
      .returning({ id: dialogues.id, bankKey: dialogues.bankKey });
    const idOf = new Map(inserted.map((r) => [r.bankKey!, r.id]));
    const segments = batch.flatMap((e) => segmentsOf(e.dialogue, e.language).map((s) => ({ ...s, dialogueId: idOf.get(e.dialogue.key)! })));
    for (const rows of chunks(segments)) await tx.insert(dialogueSegments).values(rows);
  }

  // Within the bank's languages only: seeding a part of the bank (tests) retires nothing else.
  const gone = existing.filter((r) => bankLanguages.has(r.language) && !bankKeys.has(r.bankKey!));
  const newlyGone = gone.filter((r) => r.retiredAt === null).map((r) => r.id);
  for (const ids of chunks(newlyGone))
    await tx
      .update(dialogues)
      .set({ retiredAt: sql`now()` })
      .where(and(inArray(dialogues.id, ids), isNull(dialogues.retiredAt)));
  const back = existing.filter((r) => r.retiredAt !== null && bankKeys.has(r.bankKey!));
  for (const ids of chunks(back.map((r) => r.id))) await tx.update(dialogues).set({ retiredAt: null }).where(inArray(dialogues.id, ids));

  return {
    dialogues: {
      total: entries.length,
      added: added.length,
      updated: changed.length,
      unchanged: entries.length - added.length - changed.length,
    },
    retiredKeys: gone.map((r) => r.bankKey!).sort(),
    restoredKeys: back.map((r) => r.bankKey!).sort(),
    segmentsWithNewText,
  };
}

/**
 * Rewrites changed dialogues in place. A segment keeps its id; when its text (or language) changes
 * its speech is reset so the speech worker makes it again. A dialogue whose number of turns changes
 * gains or loses segments — refused once anyone has practised it, because segment attempts point at
 * those segments and results would lose their turns: the editor publishes a new key instead.
 */
async function updateDialogues(
  tx: Transaction,
  changed: Array<BankEntry & { row: { id: number; bankKey: string | null } }>,
  categoryIds: Map<string, number>,
): Promise<number> {
  const ids = changed.map((e) => e.row.id);
  const current = await tx
    .select({
      id: dialogueSegments.id,
      dialogueId: dialogueSegments.dialogueId,
      segmentOrder: dialogueSegments.segmentOrder,
      speakerRole: dialogueSegments.speakerRole,
      speakerLanguage: dialogueSegments.speakerLanguage,
      sourceText: dialogueSegments.sourceText,
      expectedTargetText: dialogueSegments.expectedTargetText,
      keyUnits: dialogueSegments.keyUnits,
    })
    .from(dialogueSegments)
    .where(inArray(dialogueSegments.dialogueId, ids));
  const descriptions = await tx
    .select({ id: dialogues.id, description: dialogues.description })
    .from(dialogues)
    .where(inArray(dialogues.id, ids));
  const practised = await tx
    .select({ dialogueId: practiceSessions.dialogueId, sessions: count() })
    .from(practiceSessions)
    .where(inArray(practiceSessions.dialogueId, ids))
    .groupBy(practiceSessions.dialogueId);
  const sessionsOf = new Map(practised.map((r) => [r.dialogueId, Number(r.sessions)]));

  const plans = changed.map((e) => {
    const wanted = segmentsOf(e.dialogue, e.language);
    const have = current.filter((s) => s.dialogueId === e.row.id);
    return { entry: e, wanted, have };
  });

  const refusals = plans
    .filter((p) => p.wanted.length !== p.have.length && (sessionsOf.get(p.entry.row.id) ?? 0) > 0)
    .map(
      (p) =>
        `${p.entry.dialogue.key}: the edit changes its number of speaker turns from ${p.have.length / 2} to ${p.wanted.length / 2}, ` +
        `but it has ${sessionsOf.get(p.entry.row.id)} practice session(s) whose answers point at its segments. ` +
        `Keep ${p.have.length / 2} turns, or publish the new version under a new key.`,
    );
  if (refusals.length) throw new ContentBankError(refusals);

  const updates: Array<{ id: number } & SegmentText & { newText: boolean }> = [];
  const inserts: Array<SegmentText & { dialogueId: number }> = [];
  const deletes: number[] = [];
  for (const { entry, wanted, have } of plans) {
    const byOrder = new Map(have.map((s) => [s.segmentOrder, s]));
    for (const segment of wanted) {
      const old = byOrder.get(segment.segmentOrder);
      if (!old) {
        inserts.push({ ...segment, dialogueId: entry.row.id });
        continue;
      }
      const newText = old.sourceText !== segment.sourceText || old.speakerLanguage !== segment.speakerLanguage;
      const newUnits = JSON.stringify(old.keyUnits ?? null) !== JSON.stringify(segment.keyUnits);
      if (newText || newUnits || old.speakerRole !== segment.speakerRole || old.expectedTargetText !== segment.expectedTargetText) {
        updates.push({ id: old.id, ...segment, newText });
      }
    }
    for (const old of have) if (old.segmentOrder > wanted.length) deletes.push(old.id);
  }

  for (const e of changed) {
    const descriptionChanged = descriptions.find((d) => d.id === e.row.id)?.description !== e.dialogue.description;
    await tx
      .update(dialogues)
      .set({
        language: e.language,
        categoryId: categoryId(categoryIds, e.dialogue.category),
        title: e.dialogue.title,
        description: e.dialogue.description,
        variety: e.dialogue.variety ?? null,
        difficulty: difficultyOf(e.dialogue),
        contentHash: e.hash,
        // The description's speech says the old words: drop it so it is made again.
        ...(descriptionChanged ? { descriptionAudioPath: null } : {}),
      })
      .where(eq(dialogues.id, e.row.id));
  }
  if (deletes.length) await tx.delete(dialogueSegments).where(inArray(dialogueSegments.id, deletes));
  for (const rows of chunks(updates)) await tx.execute(updateSegmentsStatement(rows));
  for (const rows of chunks(inserts)) await tx.insert(dialogueSegments).values(rows);
  return updates.filter((u) => u.newText).length + inserts.length;
}

/** One UPDATE … FROM (VALUES …) for many segments, instead of a statement per row. */
function updateSegmentsStatement(rows: Array<{ id: number } & SegmentText & { newText: boolean }>): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.speakerRole}::text, ${r.speakerLanguage}::text, ${r.sourceText}::text, ${r.expectedTargetText}::text, ${r.keyUnits === null ? null : JSON.stringify(r.keyUnits)}::jsonb, ${r.newText}::boolean)`,
    ),
    sql`, `,
  );
  return sql`
    update dialogue_segments as s set
      speaker_role = v.speaker_role,
      speaker_language = v.speaker_language,
      source_text = v.source_text,
      expected_target_text = v.expected_target_text,
      key_units = v.key_units,
      audio_path = case when v.new_text then null else s.audio_path end,
      audio_status = case when v.new_text then 'pending' else s.audio_status end
    from (values ${values}) as v(id, speaker_role, speaker_language, source_text, expected_target_text, key_units, new_text)
    where s.id = v.id`;
}

/**
 * Terms are identified by (language, category, English word). A term whose translation or place
 * changed is updated in place (its id, which the vocabulary speech uses, stays); a term no longer in
 * its file is removed — nothing a user made points at a term, and keeping it would leave a misspelt
 * English word next to its correction.
 */
async function seedVocabulary(tx: Transaction, bank: ContentBank, categoryIds: Map<string, number>): Promise<SeedSummary['terms']> {
  const keyOf = (language: string, category: number, english: string) => `${language}\u0000${category}\u0000${english}`;
  const wanted = new Map<string, { language: string; categoryId: number; englishWord: string; translatedWord: string; position: number }>();
  for (const file of bank.vocabulary) {
    for (const group of file.categories) {
      const id = categoryId(categoryIds, group.category);
      group.terms.forEach((term, position) => {
        wanted.set(keyOf(file.language, id, term.english), {
          language: file.language,
          categoryId: id,
          englishWord: term.english,
          translatedWord: term.translated,
          position,
        });
      });
    }
  }
  // Only the languages in the bank: seeding a part of it (tests) leaves other languages alone.
  const languages = bank.vocabulary.map((f) => f.language);
  const existing = languages.length
    ? await tx
        .select({
          id: vocabularyTerms.id,
          language: vocabularyTerms.language,
          categoryId: vocabularyTerms.categoryId,
          englishWord: vocabularyTerms.englishWord,
          translatedWord: vocabularyTerms.translatedWord,
          position: vocabularyTerms.position,
        })
        .from(vocabularyTerms)
        .where(inArray(vocabularyTerms.language, languages))
    : [];

  const removed: number[] = [];
  const updated: Array<{ id: number; translatedWord: string; position: number }> = [];
  const seen = new Set<string>();
  for (const row of existing) {
    const key = keyOf(row.language, row.categoryId, row.englishWord);
    const term = wanted.get(key);
    if (!term) {
      removed.push(row.id);
      continue;
    }
    seen.add(key);
    if (term.translatedWord !== row.translatedWord || term.position !== row.position) {
      updated.push({ id: row.id, translatedWord: term.translatedWord, position: term.position });
    }
  }
  const added = [...wanted].filter(([key]) => !seen.has(key)).map(([, term]) => term);

  for (const ids of chunks(removed)) await tx.delete(vocabularyTerms).where(inArray(vocabularyTerms.id, ids));
  for (const rows of chunks(updated)) {
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::int, ${r.translatedWord}::text, ${r.position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update vocabulary_terms as t set translated_word = v.translated_word, position = v.position
      from (values ${values}) as v(id, translated_word, position)
      where t.id = v.id`);
  }
  for (const rows of chunks(added)) await tx.insert(vocabularyTerms).values(rows);

  return { total: wanted.size, added: added.length, updated: updated.length, removed: removed.length };
}
