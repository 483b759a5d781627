DROP INDEX "consultations_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_activities_created_at_idx";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_member_id_key" ON "consultations" USING btree ("member_id") WHERE member_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_created_at_id_idx" ON "consultations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_updated_at_id_idx" ON "consultations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "consultations_name_id_idx" ON "consultations" USING btree (("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "consultations_clock_idx" ON "consultations" USING btree (("first_contact_at" IS NOT NULL),"created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_waiting_created_at_idx" ON "consultations" USING btree ("created_at") WHERE first_contact_at IS NULL;--> statement-breakpoint
CREATE INDEX "consultations_search_trgm_idx" ON "consultations" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone_number" || ' ' || coalesce("company", '') || ' ' || coalesce("occupation", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_name_trgm_idx" ON "consultations" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_contact_trgm_idx" ON "consultations" USING gin (("email" || ' ' || "phone_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_work_trgm_idx" ON "consultations" USING gin ((coalesce("company", '') || ' ' || coalesce("occupation", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_activities_created_at_id_idx" ON "contact_activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_activities_scheduled_at_id_idx" ON "contact_activities" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "contact_activities_status_idx" ON "contact_activities" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_activities_subject_trgm_idx" ON "contact_activities" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
-- The 48-hour clock of the leads already here: their first completed activity that reached the person
-- (the rule of server/consultations/first-contact.ts, which keeps it from now on).
UPDATE "consultations" SET "first_contact_at" = (
  SELECT min(a.completed_at) FROM "contact_activities" a
  WHERE a.consultation_id = "consultations"."id" AND a.status = 'completed' AND a.completed_at IS NOT NULL
    AND (a.outcome IS NULL OR a.outcome NOT IN ('no_response', 'busy', 'wrong_number', 'email_bounced'))
);
