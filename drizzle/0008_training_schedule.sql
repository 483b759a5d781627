CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"group_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("status" IN ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "training_events" ADD COLUMN "cancellation_cutoff_hours" integer;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_group_key_idx" ON "jobs" USING btree ("group_key");--> statement-breakpoint
CREATE INDEX "bookings_event_status_date_idx" ON "member_event_bookings" USING btree ("event_id","booking_status","booking_date","id");--> statement-breakpoint
CREATE INDEX "training_events_status_start_idx" ON "training_events" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "training_events_title_trgm_idx" ON "training_events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_events_location_trgm_idx" ON "training_events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "training_events" ADD CONSTRAINT "training_events_within_capacity_check" CHECK (max_capacity IS NULL OR current_capacity <= max_capacity);--> statement-breakpoint
ALTER TABLE "training_events" ADD CONSTRAINT "training_events_cutoff_check" CHECK (cancellation_cutoff_hours IS NULL OR cancellation_cutoff_hours >= 0);