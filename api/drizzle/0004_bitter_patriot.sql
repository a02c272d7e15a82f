ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_type";--> statement-breakpoint
ALTER TABLE "segment_attempts" DROP CONSTRAINT "segment_attempts_accuracy";--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "score_note" text;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_type" CHECK ("credit_transactions"."type" in ('purchase', 'bonus', 'usage', 'refund'));--> statement-breakpoint
ALTER TABLE "segment_attempts" ADD CONSTRAINT "segment_attempts_accuracy" CHECK ("segment_attempts"."accuracy" in ('assessed', 'not_assessed', 'self_marked', 'uncertain'));