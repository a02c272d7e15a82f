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
ALTER TABLE "practice_sessions" ADD COLUMN "mock_exam_id" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "mock_part" integer;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "heard_through" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "repeats_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_exams_user_index" ON "mock_exams" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_mock_exam_id_mock_exams_id_fk" FOREIGN KEY ("mock_exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sessions_mock_part_unique" ON "practice_sessions" USING btree ("mock_exam_id","mock_part");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_mock_part" CHECK ("practice_sessions"."mock_part" in (1, 2));