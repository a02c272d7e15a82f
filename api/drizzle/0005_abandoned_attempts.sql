ALTER TABLE "mock_exams" DROP CONSTRAINT "mock_exams_status";--> statement-breakpoint
ALTER TABLE "practice_sessions" DROP CONSTRAINT "practice_sessions_status";--> statement-breakpoint
ALTER TABLE "mock_exams" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_status" CHECK ("mock_exams"."status" in ('in_progress', 'completed', 'abandoned'));--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_status" CHECK ("practice_sessions"."status" in ('in_progress', 'completed', 'scoring', 'scored', 'failed', 'abandoned'));