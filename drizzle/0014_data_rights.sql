ALTER TABLE "profiles" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_pending_daily_key" ON "jobs" USING btree ("group_key") WHERE status = 'pending' AND group_key LIKE 'daily:%';--> statement-breakpoint
-- Decision 145: the one change the append-only audit trail allows. Inside an erasure's transaction,
-- which sets app.audit_erasure to 'on' for itself only (set_config(..., true)), an UPDATE may replace
-- a row's before/after with the erased marker {"erased": true} and clear its actor's e-mail. Nothing
-- else about the row may change (who, when, what, which id), no row can be added this way, and
-- DELETE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF coalesce(current_setting('app.audit_erasure', true), '') = 'on'
      AND NEW.id = OLD.id
      AND NEW.occurred_at = OLD.occurred_at
      AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
      AND NEW.action = OLD.action
      AND NEW.entity = OLD.entity
      AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
      AND (NEW.actor_email IS NULL OR NEW.actor_email = OLD.actor_email)
      AND (NEW.before IS NOT DISTINCT FROM OLD.before OR NEW.before = '{"erased": true}'::jsonb)
      AND (NEW.after IS NOT DISTINCT FROM OLD.after OR NEW.after = '{"erased": true}'::jsonb)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
