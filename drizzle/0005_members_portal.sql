DROP INDEX "registrations_registration_date_idx";--> statement-breakpoint
ALTER TABLE "achievement_definitions" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "achievement_definitions" ADD COLUMN "target" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Definitions written before rules existed (the earlier demo content) get the rule their text meant.
UPDATE "achievement_definitions" SET
  "rule" = CASE "name"
    WHEN 'First Step' THEN 'events_attended'
    WHEN 'Punctual' THEN 'events_attended'
    WHEN 'Situational Awareness' THEN 'events_attended'
    WHEN 'Steady Hand' THEN 'events_attended'
    WHEN 'Unbroken Streak' THEN 'events_attended'
    WHEN 'Seasoned Traveller' THEN 'registrations_approved'
    WHEN 'Early Adopter' THEN 'registrations_approved'
    ELSE 'programs_completed' END,
  "target" = CASE "name"
    WHEN 'Punctual' THEN 5
    WHEN 'Situational Awareness' THEN 3
    WHEN 'Steady Hand' THEN 10
    WHEN 'Unbroken Streak' THEN 25
    WHEN 'Seasoned Traveller' THEN 3
    WHEN 'Guardian' THEN 2
    WHEN 'Sovereign' THEN 3
    ELSE 1 END;--> statement-breakpoint
ALTER TABLE "achievement_definitions" ALTER COLUMN "rule" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "achievement_definitions_rule_idx" ON "achievement_definitions" USING btree ("rule") WHERE is_active;--> statement-breakpoint
CREATE INDEX "registrations_registration_date_id_idx" ON "member_program_registrations" USING btree ("registration_date","id");--> statement-breakpoint
CREATE INDEX "registrations_status_registration_date_id_idx" ON "member_program_registrations" USING btree ("status","registration_date","id");--> statement-breakpoint
CREATE INDEX "registrations_program_idx" ON "member_program_registrations" USING btree ("program_id");--> statement-breakpoint
ALTER TABLE "achievement_definitions" ADD CONSTRAINT "achievement_definitions_rule_check" CHECK ("rule" IN ('registrations_approved', 'programs_completed', 'events_attended', 'profile_completed'));--> statement-breakpoint
ALTER TABLE "achievement_definitions" ADD CONSTRAINT "achievement_definitions_target_check" CHECK (target >= 1);