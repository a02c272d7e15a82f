CREATE TABLE "self_markings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_markings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"conveyed" jsonb NOT NULL,
	"added" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deductions" ADD COLUMN "source" text DEFAULT 'scoring' NOT NULL;--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD COLUMN "accuracy" text DEFAULT 'assessed' NOT NULL;--> statement-breakpoint
ALTER TABLE "self_markings" ADD CONSTRAINT "self_markings_attempt_id_segment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."segment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "self_markings_attempt_index" ON "self_markings" USING btree ("attempt_id","id");--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_source" CHECK ("deductions"."source" in ('scoring', 'self_marking'));--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD CONSTRAINT "segment_attempts_accuracy" CHECK ("segment_attempts"."accuracy" in ('assessed', 'not_assessed', 'self_marked'));--> statement-breakpoint
-- Turns scored before accuracy was recorded: the feedback of a turn scored on its audio alone says so.
UPDATE "segment_attempts" SET "accuracy" = 'not_assessed'
WHERE "scoring_status" = 'scored'
  AND "evaluation_feedback" ILIKE '%accuracy and language quality were not assessed%'
  AND NOT EXISTS (SELECT 1 FROM "deductions" d WHERE d."attempt_id" = "segment_attempts"."id" AND d."category" = 'no_answer');
