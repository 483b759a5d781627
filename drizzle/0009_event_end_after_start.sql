-- An event ends after it starts (issue 11), strictly: the old check let the end equal the start.
-- An event saved that way before this migration is given one minute so the stricter check can hold.
UPDATE "training_events" SET "end_time" = "start_time" + interval '1 minute' WHERE "end_time" <= "start_time";--> statement-breakpoint
ALTER TABLE "training_events" DROP CONSTRAINT "training_events_time_check";--> statement-breakpoint
ALTER TABLE "training_events" ADD CONSTRAINT "training_events_time_check" CHECK (end_time > start_time);
