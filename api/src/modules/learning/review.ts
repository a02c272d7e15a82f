import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, type Card, type CardInput, type Grade } from 'ts-fsrs';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import {
  dialogues,
  dialogueSegments,
  practiceSessions,
  reviewCards,
  vocabularyTerms,
  type CardOrigin,
  type TermDirection,
} from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { MediaUrls } from '../../storage/media.js';
import { scoredAnswers, scoredDrills, turnTexts } from './answers.js';
import { termsFromPractice } from './deck-terms.js';
import type { ReviewCardJson } from './schemas.js';
import { weakList } from './weak-list.js';
import type { ReviewGrade } from './review-grades.js';

const RATINGS: Record<ReviewGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const ORIGIN_ORDER: Record<CardOrigin, number> = { lost_marks: 0, added: 1, practised: 2 };

export const REVIEW_MESSAGES = {
  cardNotFound: 'Review card not found.',
  termNotFound: 'Vocabulary term not found.',
} as const;

/** A session shows at most this many cards; the rest wait for the next one. */
export const SESSION_SIZE = 20;

/** The scheduler: FSRS with its default parameters. Fuzz is off, so the same review gives the same date. */
const scheduler = fsrs({ enable_fuzz: false });

/** The stored form of a card: ts-fsrs's Card, dates as ISO strings (ts-fsrs reads them back as they are). */
function stored(card: Card): Record<string, unknown> {
  return JSON.parse(JSON.stringify(card)) as Record<string, unknown>;
}

/** The end of the clock's day (UTC): "due today" means due before it. */
export function endOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function termSpeechUrl(termId: number, side: 'english' | 'translated'): string {
  return `/api/vocabulary-terms/${termId}/speech?side=${side}`;
}

/**
 * Spaced review (ts-fsrs): the deck of one user — a card per weak segment and two per vocabulary
 * term (one each way) — its due cards, and grading them. Each card's state lives in its row, so
 * nothing is lost when the server restarts; the next date is the library's, never ours.
 */
export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaUrls,
    private readonly clock: Clock,
  ) {}

  /**
   * Brings the deck up to date with the user's practice: a card for every weak segment, and the
   * terms said in the dialogues they practised. Existing cards are left as they are.
   */
  async syncDeck(userId: number): Promise<void> {
    const now = this.clock.now();
    const answers = await scoredAnswers(this.db, userId);
    if (answers.length === 0) return;
    const weak = weakList(answers, await scoredDrills(this.db, userId));
    const empty = stored(createEmptyCard(now));
    if (weak.length > 0) {
      await this.db
        .insert(reviewCards)
        .values(
          weak.map((w) => ({
            userId,
            kind: 'segment' as const,
            segmentId: w.segmentId,
            origin: 'lost_marks' as const,
            due: now,
            fsrs: empty,
          })),
        )
        .onConflictDoNothing();
    }

    const lostSegments = new Set(weak.map((w) => w.segmentId));
    const sessionIds = [...new Set(answers.map((a) => a.sessionId))];
    const segments = await this.db
      .selectDistinct({
        id: dialogueSegments.id,
        dialogueId: dialogueSegments.dialogueId,
        segmentOrder: dialogueSegments.segmentOrder,
        language: dialogueSegments.speakerLanguage,
        text: dialogueSegments.sourceText,
        dialogueLanguage: dialogues.language,
      })
      .from(practiceSessions)
      .innerJoin(dialogues, eq(dialogues.id, practiceSessions.dialogueId))
      .innerJoin(dialogueSegments, eq(dialogueSegments.dialogueId, dialogues.id))
      .where(inArray(practiceSessions.id, sessionIds));
    const lostTurns = new Set(
      segments
        .filter((s) => lostSegments.has(s.id))
        .flatMap((s) => [`${s.dialogueId}:${s.segmentOrder}`, `${s.dialogueId}:${s.segmentOrder - 1}`]),
    );
    const languages = [...new Set(segments.map((s) => s.dialogueLanguage))];
    if (languages.length === 0) return;
    const terms = await this.db
      .select({
        id: vocabularyTerms.id,
        language: vocabularyTerms.language,
        englishWord: vocabularyTerms.englishWord,
        translatedWord: vocabularyTerms.translatedWord,
      })
      .from(vocabularyTerms)
      .where(inArray(vocabularyTerms.language, languages));
    const found = termsFromPractice(
      segments.map((s) => ({
        dialogueLanguage: s.dialogueLanguage,
        language: s.language,
        text: s.text,
        lostMarks: lostTurns.has(`${s.dialogueId}:${s.segmentOrder}`),
      })),
      terms,
    );
    await this.addTermCards(userId, [...found.entries()], now);
  }

  /** "Add to deck" on the vocabulary page: both directions of any term; a term already in the deck stays as it is. */
  async addTerm(userId: number, termId: number): Promise<{ added: number }> {
    const [term] = await this.db.select({ id: vocabularyTerms.id }).from(vocabularyTerms).where(eq(vocabularyTerms.id, termId));
    if (!term) throw new HttpError(404, REVIEW_MESSAGES.termNotFound);
    return { added: await this.addTermCards(userId, [[termId, 'added']], this.clock.now()) };
  }

  async dueToday(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), lt(reviewCards.due, endOfDay(this.clock.now()))));
    return Number(row?.n ?? 0);
  }

  /** The due cards of a review session: cards from lost marks first, then added ones, then by due date. */
  async session(userId: number): Promise<ReviewCardJson[]> {
    const rows = await this.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), lt(reviewCards.due, endOfDay(this.clock.now()))))
      .orderBy(
        sql`case ${reviewCards.origin} when 'lost_marks' then ${ORIGIN_ORDER.lost_marks} when 'added' then ${ORIGIN_ORDER.added} else ${ORIGIN_ORDER.practised} end`,
        asc(reviewCards.due),
        asc(reviewCards.id),
      )
      .limit(SESSION_SIZE);
    const termIds = rows.flatMap((r) => (r.termId === null ? [] : [r.termId]));
    const terms = termIds.length ? await this.db.select().from(vocabularyTerms).where(inArray(vocabularyTerms.id, termIds)) : [];
    const turns = await turnTexts(
      this.db,
      rows.flatMap((r) => (r.segmentId === null ? [] : [r.segmentId])),
    );
    return rows.flatMap((row): ReviewCardJson[] => {
      const base = { id: row.id, origin: row.origin, due: row.due.toISOString() };
      if (row.kind === 'term') {
        const term = terms.find((t) => t.id === row.termId);
        if (!term) return [];
        const english = { text: term.englishWord, language: 'English', audioUrl: termSpeechUrl(term.id, 'english') };
        const translated = { text: term.translatedWord, language: term.language, audioUrl: termSpeechUrl(term.id, 'translated') };
        const direction = row.direction as TermDirection;
        return [
          {
            ...base,
            kind: 'term',
            direction,
            front: direction === 'from_english' ? english : translated,
            back: direction === 'from_english' ? translated : english,
            context: null,
          },
        ];
      }
      const turn = row.segmentId === null ? undefined : turns.get(row.segmentId);
      if (!turn) return [];
      return [
        {
          ...base,
          kind: 'segment',
          direction: null,
          front: {
            text: turn.speaker.sourceText,
            language: turn.speaker.speakerLanguage,
            audioUrl: turn.speaker.audioStatus === 'ready' ? this.media.public(turn.speaker.audioPath) : null,
          },
          back: { text: turn.expected, language: turn.language, audioUrl: null },
          context: `${turn.title} — segment ${turn.segmentOrder / 2}`,
        },
      ];
    });
  }

  /** Grades a card: the library decides its next date from how this review went. */
  async grade(userId: number, cardId: number, grade: ReviewGrade): Promise<{ id: number; due: string }> {
    return this.db.transaction(async (tx) => {
      const [card] = await tx
        .select({ fsrs: reviewCards.fsrs })
        .from(reviewCards)
        .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
        .for('update');
      if (!card) throw new HttpError(404, REVIEW_MESSAGES.cardNotFound);
      const now = this.clock.now();
      const next = scheduler.next(card.fsrs as unknown as CardInput, now, RATINGS[grade]).card;
      await tx
        .update(reviewCards)
        .set({ fsrs: stored(next), due: next.due, lastReviewedAt: now })
        .where(eq(reviewCards.id, cardId));
      return { id: cardId, due: next.due.toISOString() };
    });
  }

  private async addTermCards(userId: number, terms: Array<[number, CardOrigin]>, now: Date): Promise<number> {
    if (terms.length === 0) return 0;
    const empty = stored(createEmptyCard(now));
    const inserted = await this.db
      .insert(reviewCards)
      .values(
        terms.flatMap(([termId, origin]) =>
          (['from_english', 'into_english'] as const).map((direction) => ({
            userId,
            kind: 'term' as const,
            termId,
            direction,
            origin,
            due: now,
            fsrs: empty,
          })),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: reviewCards.id });
    return inserted.length;
  }
}
