-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_first_name_trgm_idx" ON "profiles" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_last_name_trgm_idx" ON "profiles" USING gin ("last_name" gin_trgm_ops);