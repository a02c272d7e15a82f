CREATE TABLE "exam_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exam_date" date,
	"language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "exam_goals" ADD CONSTRAINT "exam_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_segment_id_dialogue_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."dialogue_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_term_id_vocabulary_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."vocabulary_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_drills" ADD CONSTRAINT "segment_drills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_drills" ADD CONSTRAINT "segment_drills_segment_id_dialogue_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."dialogue_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_segment_unique" ON "review_cards" USING btree ("user_id","segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_term_direction_unique" ON "review_cards" USING btree ("user_id","term_id","direction");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_index" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "segment_drills_user_segment_index" ON "segment_drills" USING btree ("user_id","segment_id","created_at");