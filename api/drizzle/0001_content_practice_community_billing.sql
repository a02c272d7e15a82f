CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "credit_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"credits" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"points" double precision NOT NULL,
	"words" text,
	"explanation" text,
	CONSTRAINT "deductions_severity" CHECK ("deductions"."severity" in ('minor', 'major', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "dialogue_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dialogue_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dialogue_id" integer NOT NULL,
	"segment_order" integer NOT NULL,
	"speaker_role" text NOT NULL,
	"speaker_language" text NOT NULL,
	"source_text" text NOT NULL,
	"expected_target_text" text,
	"audio_path" text,
	"audio_status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "dialogue_segments_audio_status" CHECK ("dialogue_segments"."audio_status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "dialogues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dialogues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_key" text,
	"source" text NOT NULL,
	"based_on_dialogue_id" integer,
	"owner_user_id" integer,
	"language" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"description_audio_path" text,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialogues_source" CHECK ("dialogues"."source" in ('bank', 'generated'))
);
--> statement-breakpoint
CREATE TABLE "discussion_upvotes" (
	"discussion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_upvotes_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer,
	"user_id" integer,
	"feedback" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"dialogue_id" integer NOT NULL,
	"mode" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"final_score" double precision,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"scoring_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_sessions_mode" CHECK ("practice_sessions"."mode" in (0, 1)),
	CONSTRAINT "practice_sessions_status" CHECK ("practice_sessions"."status" in ('in_progress', 'completed', 'scoring', 'scored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discussion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_upvotes" (
	"reply_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_upvotes_reply_id_user_id_pk" PRIMARY KEY("reply_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "segment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"user_audio_path" text,
	"audio_duration_ms" integer,
	"user_transcription" text,
	"evaluation_feedback" text,
	"score_for_segment" double precision,
	"max_score" double precision,
	"scoring_status" text DEFAULT 'pending' NOT NULL,
	"audio_facts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_attempts_scoring_status" CHECK ("segment_attempts"."scoring_status" in ('pending', 'scored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "site_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vocabulary_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" text NOT NULL,
	"category_id" integer NOT NULL,
	"english_word" text NOT NULL,
	"translated_word" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_attempt_id_segment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."segment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogue_segments" ADD CONSTRAINT "dialogue_segments_dialogue_id_dialogues_id_fk" FOREIGN KEY ("dialogue_id") REFERENCES "public"."dialogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogues" ADD CONSTRAINT "dialogues_based_on_dialogue_id_dialogues_id_fk" FOREIGN KEY ("based_on_dialogue_id") REFERENCES "public"."dialogues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogues" ADD CONSTRAINT "dialogues_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogues" ADD CONSTRAINT "dialogues_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_upvotes" ADD CONSTRAINT "discussion_upvotes_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_upvotes" ADD CONSTRAINT "discussion_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_dialogue_id_dialogues_id_fk" FOREIGN KEY ("dialogue_id") REFERENCES "public"."dialogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_upvotes" ADD CONSTRAINT "reply_upvotes_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_upvotes" ADD CONSTRAINT "reply_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD CONSTRAINT "segment_attempts_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD CONSTRAINT "segment_attempts_segment_id_dialogue_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."dialogue_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_terms" ADD CONSTRAINT "vocabulary_terms_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deductions_attempt_index" ON "deductions" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dialogue_segments_order_unique" ON "dialogue_segments" USING btree ("dialogue_id","segment_order");--> statement-breakpoint
CREATE UNIQUE INDEX "dialogues_bank_key_unique" ON "dialogues" USING btree ("bank_key");--> statement-breakpoint
CREATE INDEX "dialogues_language_index" ON "dialogues" USING btree ("language","created_at");--> statement-breakpoint
CREATE INDEX "dialogues_owner_index" ON "dialogues" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "discussions_created_index" ON "discussions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_public_index" ON "feedback" USING btree ("is_private","hidden_at","created_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_index" ON "practice_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "replies_discussion_index" ON "replies" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "segment_attempts_session_segment_unique" ON "segment_attempts" USING btree ("session_id","segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_terms_unique" ON "vocabulary_terms" USING btree ("language","category_id","english_word");