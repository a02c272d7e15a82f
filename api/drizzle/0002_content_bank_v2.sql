ALTER TABLE "dialogue_segments" ADD COLUMN "key_units" jsonb;--> statement-breakpoint
ALTER TABLE "dialogues" ADD COLUMN "variety" text;--> statement-breakpoint
ALTER TABLE "dialogues" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "dialogues" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialogues" ADD CONSTRAINT "dialogues_difficulty" CHECK ("dialogues"."difficulty" in ('easy', 'medium', 'hard'));