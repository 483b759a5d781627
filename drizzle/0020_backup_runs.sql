CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"file_name" text,
	"bytes" bigint,
	"host" text NOT NULL,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK ("status" IN ('verified', 'failed')),
	CONSTRAINT "backup_runs_trigger_check" CHECK ("trigger" IN ('daily', 'on-demand'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_at_idx" ON "backup_runs" USING btree ("finished_at");