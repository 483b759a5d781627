DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_created_at_id_idx" ON "profiles" USING btree ("created_at","id");