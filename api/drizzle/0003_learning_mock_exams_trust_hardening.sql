-- Hand-written (hardening): feedback becomes one per attempt; of earlier duplicates the newest of each attempt is kept.
DELETE FROM "feedback" f USING "feedback" newer WHERE f."session_id" = newer."session_id" AND f."id" < newer."id";--> statement-breakpoint
CREATE TABLE "exam_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exam_date" date,
	"language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"language" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"completed_at" timestamp with time zone,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_exams_status" CHECK ("mock_exams"."status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"segment_id" integer,
	"term_id" integer,
	"direction" text,
	"origin" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"fsrs" jsonb NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_kind" CHECK ("review_cards"."kind" in ('segment', 'term')),
	CONSTRAINT "review_cards_direction" CHECK ("review_cards"."direction" is null or "review_cards"."direction" in ('from_english', 'into_english')),
	CONSTRAINT "review_cards_origin" CHECK ("review_cards"."origin" in ('lost_marks', 'practised', 'added')),
	CONSTRAINT "review_cards_subject" CHECK (("review_cards"."kind" = 'segment' and "review_cards"."segment_id" is not null and "review_cards"."term_id" is null) or ("review_cards"."kind" = 'term' and "review_cards"."term_id" is not null and "review_cards"."direction" is not null and "review_cards"."segment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "segment_drills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segment_drills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_audio_path" text,
	"audio_duration_ms" integer,
	"user_transcription" text,
	"evaluation_feedback" text,
	"score_for_segment" double precision,
	"max_score" double precision,
	"deductions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone,
	CONSTRAINT "segment_drills_status" CHECK ("segment_drills"."status" in ('open', 'scoring', 'scored'))
);
--> statement-breakpoint
CREATE TABLE "self_markings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_markings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"conveyed" jsonb NOT NULL,
	"added" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_type";--> statement-breakpoint
ALTER TABLE "deductions" ADD COLUMN "source" text DEFAULT 'scoring' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "score_note" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "mock_exam_id" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "mock_part" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "heard_through" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "repeats_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD COLUMN "accuracy" text DEFAULT 'assessed' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_goals" ADD CONSTRAINT "exam_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_segment_id_dialogue_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."dialogue_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_term_id_vocabulary_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."vocabulary_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_drills" ADD CONSTRAINT "segment_drills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_drills" ADD CONSTRAINT "segment_drills_segment_id_dialogue_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."dialogue_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_markings" ADD CONSTRAINT "self_markings_attempt_id_segment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."segment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_exams_user_index" ON "mock_exams" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_at" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_segment_unique" ON "review_cards" USING btree ("user_id","segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_term_direction_unique" ON "review_cards" USING btree ("user_id","term_id","direction");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_index" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "segment_drills_user_segment_index" ON "segment_drills" USING btree ("user_id","segment_id","created_at");--> statement-breakpoint
CREATE INDEX "self_markings_attempt_index" ON "self_markings" USING btree ("attempt_id","id");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_mock_exam_id_mock_exams_id_fk" FOREIGN KEY ("mock_exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_session_unique" ON "feedback" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sessions_mock_part_unique" ON "practice_sessions" USING btree ("mock_exam_id","mock_part");--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_type" CHECK ("credit_transactions"."type" in ('purchase', 'bonus', 'usage', 'refund'));--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_source" CHECK ("deductions"."source" in ('scoring', 'self_marking'));--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_mock_part" CHECK ("practice_sessions"."mock_part" in (1, 2));--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD CONSTRAINT "segment_attempts_accuracy" CHECK ("segment_attempts"."accuracy" in ('assessed', 'not_assessed', 'self_marked', 'uncertain'));--> statement-breakpoint
-- Hand-written (trustworthy scores): turns scored before accuracy was recorded — the feedback of a turn scored on its audio alone says so.
UPDATE "segment_attempts" SET "accuracy" = 'not_assessed'
WHERE "scoring_status" = 'scored'
  AND "evaluation_feedback" ILIKE '%accuracy and language quality were not assessed%'
  AND NOT EXISTS (SELECT 1 FROM "deductions" d WHERE d."attempt_id" = "segment_attempts"."id" AND d."category" = 'no_answer');
