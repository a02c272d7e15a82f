import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ErrorCategory } from '../ai/provider.js';

/**
 * The database schema, one section per feature. drizzle-kit reads this file to generate the SQL
 * migrations in api/drizzle/ (`npm run db:generate -w api`); later features add their tables in a
 * new section and generate a new migration — never edit a committed migration.
 *
 * Conventions: snake_case names (they are also the JSON field names of spec §3), integer identity
 * keys, `timestamp with time zone` everywhere, enumerations as text with a CHECK constraint (adding
 * a value is a one-line migration, unlike a PostgreSQL enum type).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ─── Accounts ──────────────────────────────────────────────────────────────────────────────────

export const PLANS = { free: 'Free' } as const;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when a code sent to this address was proven (sign-up, verify-code or a password reset). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** 'Free' until a purchase; any other value is a paid plan (no ads). */
    plan: text('plan').notNull().default(PLANS.free),
    availableCredits: integer('available_credits').notNull().default(0),
    totalCreditsPurchased: integer('total_credits_purchased').notNull().default(0),
    scoringUsed: integer('scoring_used').notNull().default(0),
    lastUsedLanguage: text('last_used_language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_available_credits_not_negative', sql`${t.availableCredits} >= 0`),
  ],
);

/** Bearer tokens. Only the SHA-256 of a token is kept: a leaked table does not let anyone in. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash), index('access_tokens_user_id_index').on(t.userId)],
);

/**
 * Why a code was sent. The values are the wire values of POST /send-verification-code (spec §7),
 * including the spec's spelling 'singup', so requests and rows never need translating.
 */
export const CODE_PURPOSES = ['singup', 'unverified', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The current e-mail code for one address and purpose: a new request replaces the code and keeps
 * the send counters, which is what the resend limits are computed from.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Codes sent since sendWindowStartedAt; the hourly resend limit counts these. */
    sendsInWindow: integer('sends_in_window').notNull().default(0),
    sendWindowStartedAt: timestamp('send_window_started_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_codes_email_purpose_unique').on(t.email, t.purpose),
    check('verification_codes_purpose', sql`${t.purpose} in ('singup', 'unverified', 'reset')`),
  ],
);

// ─── E-mail ────────────────────────────────────────────────────────────────────────────────────

/** Development mail drop: without SMTP_URL, messages land here (and in the log) instead of a mailbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_address_index').on(t.toAddress)],
);

// ─── Credits ───────────────────────────────────────────────────────────────────────────────────

/** 'refund': credits given back when scoring could not judge most of an attempt (issue #17). */
export const CREDIT_TRANSACTION_TYPES = ['purchase', 'bonus', 'usage', 'refund'] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/** The credit ledger (dashboard History tab). credits is signed: usage is negative. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CREDIT_TRANSACTION_TYPES }).notNull(),
    description: text('description').notNull(),
    credits: integer('credits').notNull(),
    /** Unique so that confirming the same Stripe payment twice cannot add credits twice. */
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** In cents of `currency`. */
    amountPaid: integer('amount_paid'),
    currency: text('currency'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_transactions_stripe_payment_intent_id_unique').on(t.stripePaymentIntentId),
    index('credit_transactions_user_id_index').on(t.userId, t.createdAt),
    check('credit_transactions_type', sql`${t.type} in ('purchase', 'bonus', 'usage', 'refund')`),
  ],
);

// ─── Content: dialogues, segments, vocabulary ───────────────────────────────────────────────────

/** The 12 topic categories of spec §3, seeded from @ccl/shared/domain. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const DIALOGUE_SOURCES = ['bank', 'generated'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type DialogueSource = (typeof DIALOGUE_SOURCES)[number];

/**
 * A practice dialogue. Bank dialogues (content bank, keyed by bankKey) are everyone's; a generated
 * one belongs to the user it was made for (ownerUserId) until they delete their account.
 */
export const dialogues = pgTable(
  'dialogues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The content bank's stable key; null for generated dialogues. */
    bankKey: text('bank_key'),
    source: text('source', { enum: DIALOGUE_SOURCES }).notNull(),
    /** The bank dialogue a generated copy was made from (offline provider), if any. */
    basedOnDialogueId: integer('based_on_dialogue_id').references((): AnyPgColumn => dialogues.id, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The other language: one of the 12 names ('Hindi'). */
    language: text('language').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Storage key of the synthesised description audio, once made. */
    descriptionAudioPath: text('description_audio_path'),
    /** A hash of the bank entry's content: reseeding updates a dialogue only when it changed. */
    contentHash: text('content_hash'),
    /** The spoken variety of the non-English turns ('Levantine'), from the bank file; null when it names none. */
    variety: text('variety'),
    /** Computed from the bank dialogue at seeding (content/difficulty.ts); null for generated dialogues. */
    difficulty: text('difficulty', { enum: DIFFICULTIES }),
    /**
     * When the bank files stopped having this key. A retired dialogue keeps its sessions and results
     * but leaves the lists and counts new candidates see; it comes back if its key does.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dialogues_bank_key_unique').on(t.bankKey),
    index('dialogues_language_index').on(t.language, t.createdAt),
    index('dialogues_owner_index').on(t.ownerUserId),
    check('dialogues_source', sql`${t.source} in ('bank', 'generated')`),
    check('dialogues_difficulty', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);

export const AUDIO_STATUSES = ['pending', 'ready', 'failed'] as const;
export type AudioStatus = (typeof AUDIO_STATUSES)[number];

/**
 * A dialogue's turns in order (segmentOrder from 1): speaker turns at odd orders, each followed by
 * the interpreter turn that holds its expected interpretation (DESIGN.md "Segments and turns").
 */
export const dialogueSegments = pgTable(
  'dialogue_segments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dialogueId: integer('dialogue_id')
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    segmentOrder: integer('segment_order').notNull(),
    /** 'Doctor', 'Patient'... or 'Interpreter'. */
    speakerRole: text('speaker_role').notNull(),
    speakerLanguage: text('speaker_language').notNull(),
    sourceText: text('source_text').notNull(),
    /** On a speaker turn: the expected interpretation (shown as 'Expected Translation'). */
    expectedTargetText: text('expected_target_text'),
    /**
     * On an interpreter turn of a bank dialogue: its key meaning units, [{ kind, text }] (content
     * README "Units"), each text found in sourceText. Null on speaker turns and generated dialogues.
     */
    keyUnits: jsonb('key_units').$type<Array<{ kind: string; text: string }>>(),
    /** Storage key of the synthesised speech for this turn. */
    audioPath: text('audio_path'),
    audioStatus: text('audio_status', { enum: AUDIO_STATUSES }).notNull().default('pending'),
  },
  (t) => [
    uniqueIndex('dialogue_segments_order_unique').on(t.dialogueId, t.segmentOrder),
    check('dialogue_segments_audio_status', sql`${t.audioStatus} in ('pending', 'ready', 'failed')`),
  ],
);

export const vocabularyTerms = pgTable(
  'vocabulary_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: text('language').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    englishWord: text('english_word').notNull(),
    translatedWord: text('translated_word').notNull(),
    /** Order within its category, as in the content file. */
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('vocabulary_terms_unique').on(t.language, t.categoryId, t.englishWord)],
);

// ─── Practice and scoring ───────────────────────────────────────────────────────────────────────

/** abandoned: left unfinished for 24 hours and closed, not scored and not charged (modules/attempts). */
export const MOCK_EXAM_STATUSES = ['in_progress', 'completed', 'abandoned'] as const;

/**
 * A mock exam: two dialogues of one language taken back to back under the exam's rules (issue #15).
 * Each dialogue is a test-mode practice session pointing here (practiceSessions.mockExamId, part 1 and
 * 2); the mock is charged once, at its completion, for both. Scores and the verdict are read from the
 * two sessions, never stored twice.
 */
export const mockExams = pgTable(
  'mock_exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    status: text('status', { enum: MOCK_EXAM_STATUSES }).notNull().default('in_progress'),
    /** When the candidate finished and the mock was charged and sent to scoring. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Credits debited for both dialogues (one usage transaction), 0 until completion. */
    creditsCharged: integer('credits_charged').notNull().default(0),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mock_exams_user_index').on(t.userId, t.createdAt),
    check('mock_exams_status', sql`${t.status} in ('in_progress', 'completed', 'abandoned')`),
  ],
);

/** abandoned: left unfinished for 24 hours and closed, not scored and not charged (modules/attempts). */
export const SESSION_STATUSES = ['in_progress', 'completed', 'scoring', 'scored', 'failed', 'abandoned'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * One attempt at one dialogue (spec "Test result"). A user's sessions survive as anonymous
 * aggregates when the account is deleted: userId becomes null.
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dialogueId: integer('dialogue_id')
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    /** 1 = practice, 0 = test (spec §3). */
    mode: integer('mode').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the candidate finished (POST /practice/complete accepted). */
    endTime: timestamp('end_time', { withTimezone: true }),
    /** Out of 45, null while scoring. */
    finalScore: doublePrecision('final_score'),
    /** Credits debited for scoring (the usage transaction), 0 when none. */
    creditsCharged: integer('credits_charged').notNull().default(0),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** What went wrong when scoring could not finish. */
    scoringError: text('scoring_error'),
    /** A note on the score the candidate reads beside it (an automatic refund and why). */
    scoreNote: text('score_note'),
    /** The mock exam this dialogue is part of (mockPart 1 or 2); null for a single dialogue. */
    mockExamId: integer('mock_exam_id').references(() => mockExams.id, { onDelete: 'cascade' }),
    mockPart: integer('mock_part'),
    /** Mock exams: the last speaker turn whose audio was served; each is served for one hearing. */
    heardThrough: integer('heard_through').notNull().default(0),
    /** Mock exams: repeats of a speaker turn used in this dialogue (the exam allows one). */
    repeatsUsed: integer('repeats_used').notNull().default(0),
    /** When an unfinished attempt was closed, 24 hours after its last answer (status abandoned). */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('practice_sessions_user_index').on(t.userId, t.createdAt),
    uniqueIndex('practice_sessions_mock_part_unique').on(t.mockExamId, t.mockPart),
    check('practice_sessions_mock_part', sql`${t.mockPart} in (1, 2)`),
    check('practice_sessions_mode', sql`${t.mode} in (0, 1)`),
    check('practice_sessions_status', sql`${t.status} in ('in_progress', 'completed', 'scoring', 'scored', 'failed', 'abandoned')`),
  ],
);

export const ATTEMPT_SCORING_STATUSES = ['pending', 'scored', 'failed'] as const;

/**
 * How a turn's accuracy was judged (issue #17): 'assessed' — from a transcript, or nothing was said;
 * 'not_assessed' — only the audio's delivery was scored (offline, or the transcription failed), so
 * the candidate may mark it themselves; 'self_marked' — the candidate ticked its key units;
 * 'uncertain' — a transcript came back but could not be trusted (low confidence, wrong script or
 * language, empty for audible speech): no accuracy deduction, and the candidate may mark it.
 */
export const ACCURACY_STATES = ['assessed', 'not_assessed', 'self_marked', 'uncertain'] as const;
export type AccuracyState = (typeof ACCURACY_STATES)[number];

/** The candidate's recorded answer to one interpreter turn, and its score. One per session and turn. */
export const segmentAttempts = pgTable(
  'segment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    /** The interpreter segment answered. */
    segmentId: integer('segment_id')
      .notNull()
      .references(() => dialogueSegments.id, { onDelete: 'cascade' }),
    /** Storage key of the normalised Ogg Opus recording; null once deleted with the account. */
    userAudioPath: text('user_audio_path'),
    audioDurationMs: integer('audio_duration_ms'),
    /** Set by transcription; 'Transcription error' marks a failed one (spec §4). */
    userTranscription: text('user_transcription'),
    evaluationFeedback: text('evaluation_feedback'),
    scoreForSegment: doublePrecision('score_for_segment'),
    /** This turn's share of the 45 (by the length of its expected text). */
    maxScore: doublePrecision('max_score'),
    scoringStatus: text('scoring_status', { enum: ATTEMPT_SCORING_STATUSES }).notNull().default('pending'),
    /** Facts the offline analyser measured from the audio (onset, speech time, pauses), as JSON. */
    audioFacts: jsonb('audio_facts'),
    accuracy: text('accuracy', { enum: ACCURACY_STATES }).notNull().default('assessed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('segment_attempts_session_segment_unique').on(t.sessionId, t.segmentId),
    check('segment_attempts_scoring_status', sql`${t.scoringStatus} in ('pending', 'scored', 'failed')`),
    check('segment_attempts_accuracy', sql`${t.accuracy} in ('assessed', 'not_assessed', 'self_marked', 'uncertain')`),
  ],
);

export const DEDUCTION_SEVERITIES = ['minor', 'major', 'critical'] as const;
/** Who found a deduction: the scoring (provider or audio analysis) or the candidate marking the turn. */
export const DEDUCTION_SOURCES = ['scoring', 'self_marking'] as const;
export type DeductionSource = (typeof DEDUCTION_SOURCES)[number];

/** The deduction ledger: every point lost on a turn, with its reason (DESIGN.md "Scoring model"). */
export const deductions = pgTable(
  'deductions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => segmentAttempts.id, { onDelete: 'cascade' }),
    /** omission, distortion, insertion, grammar, usage, register, pronunciation, late_start, long_pause, hesitation, self_correction, no_answer. */
    category: text('category').notNull(),
    severity: text('severity', { enum: DEDUCTION_SEVERITIES }).notNull(),
    points: doublePrecision('points').notNull(),
    words: text('words'),
    explanation: text('explanation'),
    source: text('source', { enum: DEDUCTION_SOURCES }).notNull().default('scoring'),
  },
  (t) => [
    index('deductions_attempt_index').on(t.attemptId),
    check('deductions_severity', sql`${t.severity} in ('minor', 'major', 'critical')`),
    check('deductions_source', sql`${t.source} in ('scoring', 'self_marking')`),
  ],
);

/**
 * Every time a candidate marked a turn themselves (issue #17), newest last: the indexes of the key
 * units they ticked as conveyed and whether they added anything. A turn may be marked again; the
 * latest marking is the one its ledger reflects, the earlier ones are its history.
 */
export const selfMarkings = pgTable(
  'self_markings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => segmentAttempts.id, { onDelete: 'cascade' }),
    conveyed: jsonb('conveyed').$type<number[]>().notNull(),
    added: boolean('added').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('self_markings_attempt_index').on(t.attemptId, t.id)],
);

/** Feedback left on the practice-complete page; public unless the author ticked private. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id').references(() => practiceSessions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedback: text('feedback').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_public_index').on(t.isPrivate, t.hiddenAt, t.createdAt),
    // One feedback per attempt: a second submit edits it (attempt-feedback/service.ts).
    uniqueIndex('feedback_session_unique').on(t.sessionId),
  ],
);

/**
 * Site-wide counters that outlive the rows they count (total_ai_scoring keeps counting scorings of
 * accounts since deleted).
 */
export const siteCounters = pgTable('site_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

// ─── Community ──────────────────────────────────────────────────────────────────────────────────

export const discussions = pgTable(
  'discussions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('discussions_created_index').on(t.createdAt)],
);

export const replies = pgTable(
  'replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('replies_discussion_index').on(t.discussionId, t.createdAt)],
);

/** One upvote per user and discussion: the primary key makes a double vote impossible, even racing. */
export const discussionUpvotes = pgTable(
  'discussion_upvotes',
  {
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.userId] })],
);

export const replyUpvotes = pgTable(
  'reply_upvotes',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] })],
);

// ─── Billing ────────────────────────────────────────────────────────────────────────────────────

/** The credit packages on sale (spec §9: Basic $25 / 20 credits, Premium $45 / 40 credits). */
export const creditProducts = pgTable('credit_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** In cents of currency. */
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('aud'),
  credits: integer('credits').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

// ─── Learning: drills, spaced review, exam goal ─────────────────────────────────────────────────

export const DRILL_STATUSES = ['open', 'scoring', 'scored'] as const;
export type DrillStatus = (typeof DRILL_STATUSES)[number];

/** A deduction of a drill, kept with the drill (a drill is not a session, so it has no ledger rows). */
export interface DrillDeduction {
  category: ErrorCategory;
  severity: 'minor' | 'major' | 'critical';
  points: number;
  words: string | null;
  explanation: string | null;
}

/**
 * A drill: one interpreter turn the candidate lost marks on, answered again on its own (one speaker
 * segment, one answer), scored like any turn. Free: see api/README.md "Learning".
 */
export const segmentDrills = pgTable(
  'segment_drills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The interpreter turn drilled. */
    segmentId: integer('segment_id')
      .notNull()
      .references(() => dialogueSegments.id, { onDelete: 'cascade' }),
    /** open: waiting for its one answer; scoring: the answer is being scored; scored: done. */
    status: text('status', { enum: DRILL_STATUSES }).notNull().default('open'),
    userAudioPath: text('user_audio_path'),
    audioDurationMs: integer('audio_duration_ms'),
    userTranscription: text('user_transcription'),
    evaluationFeedback: text('evaluation_feedback'),
    scoreForSegment: doublePrecision('score_for_segment'),
    maxScore: doublePrecision('max_score'),
    deductions: jsonb('deductions').$type<DrillDeduction[]>(),
    /** How the answer's accuracy was judged, as a turn's (never 'self_marked': a drill is not marked by hand). */
    accuracy: text('accuracy', { enum: ACCURACY_STATES }).notNull().default('assessed'),
    createdAt: createdAt(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    index('segment_drills_user_segment_index').on(t.userId, t.segmentId, t.createdAt),
    check('segment_drills_status', sql`${t.status} in ('open', 'scoring', 'scored')`),
    check('segment_drills_accuracy', sql`${t.accuracy} in ('assessed', 'not_assessed', 'uncertain')`),
  ],
);

export const REVIEW_CARD_KINDS = ['segment', 'term'] as const;
export type ReviewCardKind = (typeof REVIEW_CARD_KINDS)[number];
/** A term card asks for the other side: from English into the language, or into English. */
export const TERM_DIRECTIONS = ['from_english', 'into_english'] as const;
export type TermDirection = (typeof TERM_DIRECTIONS)[number];
/** Why a card is in the deck; the review session shows cards from lost marks first. */
export const CARD_ORIGINS = ['lost_marks', 'practised', 'added'] as const;
export type CardOrigin = (typeof CARD_ORIGINS)[number];

/**
 * A spaced-review card of one user: a weak segment (interpreter turn) or a vocabulary term in one
 * direction. `fsrs` is the scheduler's card state (ts-fsrs Card, dates as ISO strings); `due` is
 * copied out of it so "due today" is an indexed query.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVIEW_CARD_KINDS }).notNull(),
    segmentId: integer('segment_id').references(() => dialogueSegments.id, { onDelete: 'cascade' }),
    termId: integer('term_id').references(() => vocabularyTerms.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: TERM_DIRECTIONS }),
    origin: text('origin', { enum: CARD_ORIGINS }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    fsrs: jsonb('fsrs').$type<Record<string, unknown>>().notNull(),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_cards_user_segment_unique').on(t.userId, t.segmentId),
    uniqueIndex('review_cards_user_term_direction_unique').on(t.userId, t.termId, t.direction),
    index('review_cards_user_due_index').on(t.userId, t.due),
    check('review_cards_kind', sql`${t.kind} in ('segment', 'term')`),
    check('review_cards_direction', sql`${t.direction} is null or ${t.direction} in ('from_english', 'into_english')`),
    check('review_cards_origin', sql`${t.origin} in ('lost_marks', 'practised', 'added')`),
    check(
      'review_cards_subject',
      sql`(${t.kind} = 'segment' and ${t.segmentId} is not null and ${t.termId} is null) or (${t.kind} = 'term' and ${t.termId} is not null and ${t.direction} is not null and ${t.segmentId} is null)`,
    ),
  ],
);

/** The candidate's exam: its date (optional) and language, which the dashboard's plan counts down to. */
export const examGoals = pgTable('exam_goals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A calendar date (YYYY-MM-DD); null: no date set yet. */
  examDate: date('exam_date', { mode: 'string' }),
  /** One of the 12 language names; null: not chosen. */
  language: text('language'),
  updatedAt: updatedAt(),
});
// ─── Limits ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Fixed-window counters shared by every API process on the database: login failures (per address,
 * per client, per pair) and the request rate limits (http/rate-limit.ts). One row per key; a row whose
 * window has ended starts again at its next hit and is swept from time to time.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at').on(t.windowEndsAt)],
);

// ─── Disputes (issue #17) ──────────────────────────────────────────────────────────────────────

export const DISPUTE_STATUSES = ['open', 'upheld', 'removed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * A candidate contesting one deduction of their own, with a short note; a moderator upholds it
 * (nothing changes) or removes the deduction (the score is recomputed). The deduction is copied in,
 * because a later change to the turn's ledger (self-marking, a removal) replaces its rows.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => segmentAttempts.id, { onDelete: 'cascade' }),
    deductionId: integer('deduction_id').references(() => deductions.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    severity: text('severity', { enum: DEDUCTION_SEVERITIES }).notNull(),
    points: doublePrecision('points').notNull(),
    words: text('words'),
    explanation: text('explanation'),
    note: text('note').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('disputes_status_index').on(t.status, t.createdAt),
    index('disputes_attempt_index').on(t.attemptId),
    uniqueIndex('disputes_deduction_unique').on(t.deductionId),
    check('disputes_status', sql`${t.status} in ('open', 'upheld', 'removed')`),
  ],
);
