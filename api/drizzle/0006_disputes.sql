CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"deduction_id" integer,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"points" double precision NOT NULL,
	"words" text,
	"explanation" text,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"moderator_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status" CHECK ("disputes"."status" in ('open', 'upheld', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_attempt_id_segment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."segment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_deduction_id_deductions_id_fk" FOREIGN KEY ("deduction_id") REFERENCES "public"."deductions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_status_index" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "disputes_attempt_index" ON "disputes" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_deduction_unique" ON "disputes" USING btree ("deduction_id");