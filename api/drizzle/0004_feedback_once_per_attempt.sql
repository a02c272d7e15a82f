-- Feedback becomes one per attempt: of earlier duplicates, the newest of each attempt is kept.
DELETE FROM "feedback" f USING "feedback" newer WHERE f."session_id" = newer."session_id" AND f."id" < newer."id";--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_session_unique" ON "feedback" USING btree ("session_id");
