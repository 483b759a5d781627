CREATE TABLE "lead_owner_pool" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_owner_pool" ADD CONSTRAINT "lead_owner_pool_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_owner_id_idx" ON "consultations" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "consultations_owner_waiting_idx" ON "consultations" USING btree ("owner_id","created_at") WHERE first_contact_at IS NULL;--> statement-breakpoint
CREATE INDEX "contact_activities_assignee_due_idx" ON "contact_activities" USING btree ("assigned_to_user_id","status","scheduled_at");