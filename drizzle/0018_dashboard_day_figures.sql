CREATE TABLE "activity_day_figures" (
	"day" date NOT NULL,
	"operator_id" uuid,
	"contact_method" text NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "activity_day_figures_key" UNIQUE NULLS NOT DISTINCT("day","operator_id","contact_method")
);
--> statement-breakpoint
CREATE TABLE "lead_day_figures" (
	"day" date NOT NULL,
	"program_id" uuid,
	"applied" integer NOT NULL,
	"contacted" integer NOT NULL,
	"held" integer NOT NULL,
	"converted" integer NOT NULL,
	"kept" integer NOT NULL,
	CONSTRAINT "lead_day_figures_key" UNIQUE NULLS NOT DISTINCT("day","program_id")
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consultation_held_at" timestamp with time zone;--> statement-breakpoint
-- Decision 154: the dashboard reads whole days from these two tables, kept exact by statement triggers
-- in the same transaction as every write (as contact_activity_counts, decision 114). Writers are held
-- off while the column is backfilled, the triggers created and the figures filled.
LOCK TABLE "consultations", "contact_activities" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The first consultation held (core/dashboard/funnel-rules.ts: a completed activity that reached the
-- person, by phone, video, in person, Teams or Zoom).
UPDATE "consultations" c SET "consultation_held_at" = h.first
FROM (
  SELECT a.consultation_id, min(a.completed_at) AS first FROM "contact_activities" a
  WHERE a.consultation_id IS NOT NULL AND a.status = 'completed' AND a.completed_at IS NOT NULL
    AND a.contact_method IN ('phone', 'video_call', 'in_person', 'teams', 'zoom')
    AND (a.outcome IS NULL OR a.outcome NOT IN ('no_response', 'busy', 'wrong_number', 'email_bounced'))
  GROUP BY a.consultation_id
) h
WHERE h.consultation_id = c.id;
--> statement-breakpoint
-- Kept from here on by a trigger on the activities, in the statement that changes them, so every write
-- (the use cases, the seed, a bulk load, erasure) keeps it; its rule is core/dashboard/funnel-rules.ts's,
-- which server/dashboard/consultation-held.test.ts checks method by method and outcome by outcome.
CREATE FUNCTION "consultation_held_refresh"(lead_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  -- Set-based (a join, not a look-up per lead): a bulk insert of activities, planned while the table's
  -- statistics still say it is empty, stays one pass.
  UPDATE "consultations" c SET "consultation_held_at" = h.first
  FROM (
    SELECT l.id, min(a.completed_at) FILTER (
      WHERE a.status = 'completed' AND a.completed_at IS NOT NULL
        AND a.contact_method IN ('phone', 'video_call', 'in_person', 'teams', 'zoom')
        AND (a.outcome IS NULL OR a.outcome NOT IN ('no_response', 'busy', 'wrong_number', 'email_bounced'))
    ) AS first
    FROM (SELECT DISTINCT id FROM unnest(lead_ids) AS u(id) WHERE id IS NOT NULL) l
    LEFT JOIN "contact_activities" a ON a.consultation_id = l.id
    GROUP BY l.id
  ) h
  WHERE c.id = h.id AND c."consultation_held_at" IS DISTINCT FROM h.first;
$$;
--> statement-breakpoint
CREATE FUNCTION "consultation_held_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "consultation_held_refresh"(array_agg(consultation_id)) FROM new_rows
    WHERE consultation_id IS NOT NULL AND status = 'completed' HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "consultation_held_refresh"(array_agg(consultation_id)) FROM old_rows
    WHERE consultation_id IS NOT NULL AND status = 'completed' HAVING count(*) > 0;
  ELSE
    -- The leads of every completed activity before or after (both leads of a move); a lead whose
    -- instant does not change is not rewritten.
    PERFORM "consultation_held_refresh"(array_agg(c.consultation_id))
    FROM (
      SELECT consultation_id FROM old_rows WHERE status = 'completed' AND consultation_id IS NOT NULL
      UNION
      SELECT consultation_id FROM new_rows WHERE status = 'completed' AND consultation_id IS NOT NULL
    ) c HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contact_activities_consultation_held_inserted" AFTER INSERT ON "contact_activities"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "consultation_held_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_consultation_held_updated" AFTER UPDATE ON "contact_activities"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "consultation_held_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_consultation_held_deleted" AFTER DELETE ON "contact_activities"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "consultation_held_changed"();
--> statement-breakpoint
-- One lead's contribution (+1 or -1) to its day's figures. 48 is the promise's hours
-- (core/dashboard/funnel-rules.ts PROMISE_HOURS; a test compares these figures with the rule's).
CREATE FUNCTION "lead_day_figures_add"(deltas integer[], created timestamptz[], programs uuid[], first_contacts timestamptz[], helds timestamptz[], members uuid[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "lead_day_figures" AS f ("day", "program_id", "applied", "contacted", "held", "converted", "kept")
  SELECT (l.created_at AT TIME ZONE 'UTC')::date, l.program_id, sum(l.delta)::integer,
    coalesce(sum(l.delta) FILTER (WHERE l.first_contact_at IS NOT NULL), 0)::integer,
    coalesce(sum(l.delta) FILTER (WHERE l.first_contact_at IS NOT NULL AND l.held_at IS NOT NULL), 0)::integer,
    coalesce(sum(l.delta) FILTER (WHERE l.member_id IS NOT NULL), 0)::integer,
    coalesce(sum(l.delta) FILTER (WHERE l.first_contact_at <= l.created_at + interval '48 hours'), 0)::integer
  FROM unnest(deltas, created, programs, first_contacts, helds, members)
    AS l(delta, created_at, program_id, first_contact_at, held_at, member_id)
  GROUP BY 1, 2
  -- An update that changed nothing counted nets to zero here, and writes (locks) nothing.
  HAVING sum(l.delta) <> 0
    OR coalesce(sum(l.delta) FILTER (WHERE l.first_contact_at IS NOT NULL), 0) <> 0
    OR coalesce(sum(l.delta) FILTER (WHERE l.first_contact_at IS NOT NULL AND l.held_at IS NOT NULL), 0) <> 0
    OR coalesce(sum(l.delta) FILTER (WHERE l.member_id IS NOT NULL), 0) <> 0
    OR coalesce(sum(l.delta) FILTER (WHERE l.first_contact_at <= l.created_at + interval '48 hours'), 0) <> 0
  -- Rows locked in key order: two writers queue rather than deadlock.
  ORDER BY 1, 2
  ON CONFLICT ("day", "program_id") DO UPDATE SET
    "applied" = f."applied" + excluded."applied",
    "contacted" = f."contacted" + excluded."contacted",
    "held" = f."held" + excluded."held",
    "converted" = f."converted" + excluded."converted",
    "kept" = f."kept" + excluded."kept";
$$;
--> statement-breakpoint
CREATE FUNCTION "lead_day_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "lead_day_figures_add"(array_agg(1), array_agg(created_at), array_agg(program_id),
      array_agg(first_contact_at), array_agg(consultation_held_at), array_agg(member_id))
    FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "lead_day_figures_add"(array_agg(-1), array_agg(created_at), array_agg(program_id),
      array_agg(first_contact_at), array_agg(consultation_held_at), array_agg(member_id))
    FROM old_rows HAVING count(*) > 0;
  ELSE
    -- Each old version counted out and each new one in, without pairing them (no join of the two
    -- transition tables, linear for a bulk update): what an update did not change nets to zero.
    PERFORM "lead_day_figures_add"(array_agg(c.delta), array_agg(c.created_at), array_agg(c.program_id),
      array_agg(c.first_contact_at), array_agg(c.consultation_held_at), array_agg(c.member_id))
    FROM (
      SELECT -1 AS delta, created_at, program_id, first_contact_at, consultation_held_at, member_id FROM old_rows
      UNION ALL
      SELECT 1, created_at, program_id, first_contact_at, consultation_held_at, member_id FROM new_rows
    ) c HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "consultations_day_figures_inserted" AFTER INSERT ON "consultations"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "consultations_day_figures_updated" AFTER UPDATE ON "consultations"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "consultations_day_figures_deleted" AFTER DELETE ON "consultations"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_figures_changed"();
--> statement-breakpoint
CREATE FUNCTION "day_figures_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'consultations' THEN DELETE FROM "lead_day_figures";
  ELSE DELETE FROM "activity_day_figures";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "consultations_day_figures_truncated" AFTER TRUNCATE ON "consultations"
FOR EACH STATEMENT EXECUTE FUNCTION "day_figures_truncated"();
--> statement-breakpoint
-- One completed activity's contribution (+1 or -1) to its day's count, by who completed it (else the
-- assignee) and the method; activities not completed count nowhere.
CREATE FUNCTION "activity_day_figures_add"(deltas integer[], statuses text[], completed timestamptz[], operators uuid[], methods text[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "activity_day_figures" AS f ("day", "operator_id", "contact_method", "completed")
  SELECT (a.completed_at AT TIME ZONE 'UTC')::date, a.operator_id, a.contact_method, sum(a.delta)::integer
  FROM unnest(deltas, statuses, completed, operators, methods) AS a(delta, status, completed_at, operator_id, contact_method)
  WHERE a.status = 'completed' AND a.completed_at IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(a.delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("day", "operator_id", "contact_method") DO UPDATE SET "completed" = f."completed" + excluded."completed";
$$;
--> statement-breakpoint
CREATE FUNCTION "activity_day_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "activity_day_figures_add"(array_agg(1), array_agg(status), array_agg(completed_at),
      array_agg(coalesce(completed_by_user_id, assigned_to_user_id)), array_agg(contact_method))
    FROM new_rows WHERE status = 'completed' HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "activity_day_figures_add"(array_agg(-1), array_agg(status), array_agg(completed_at),
      array_agg(coalesce(completed_by_user_id, assigned_to_user_id)), array_agg(contact_method))
    FROM old_rows WHERE status = 'completed' HAVING count(*) > 0;
  ELSE
    -- As for the leads: old versions out, new ones in, unpaired; unchanged ones net to zero.
    PERFORM "activity_day_figures_add"(array_agg(c.delta), array_agg(c.status), array_agg(c.completed_at),
      array_agg(c.operator_id), array_agg(c.contact_method))
    FROM (
      SELECT -1 AS delta, status, completed_at, coalesce(completed_by_user_id, assigned_to_user_id) AS operator_id, contact_method
      FROM old_rows WHERE status = 'completed'
      UNION ALL
      SELECT 1, status, completed_at, coalesce(completed_by_user_id, assigned_to_user_id), contact_method
      FROM new_rows WHERE status = 'completed'
    ) c HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contact_activities_day_figures_inserted" AFTER INSERT ON "contact_activities"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_day_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_day_figures_updated" AFTER UPDATE ON "contact_activities"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_day_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_day_figures_deleted" AFTER DELETE ON "contact_activities"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_day_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_day_figures_truncated" AFTER TRUNCATE ON "contact_activities"
FOR EACH STATEMENT EXECUTE FUNCTION "day_figures_truncated"();
--> statement-breakpoint
-- Fill both from the tables; the same two statements recount them if the triggers were ever bypassed.
INSERT INTO "lead_day_figures" ("day", "program_id", "applied", "contacted", "held", "converted", "kept")
SELECT (created_at AT TIME ZONE 'UTC')::date, program_id, count(*)::integer,
  count(*) FILTER (WHERE first_contact_at IS NOT NULL)::integer,
  count(*) FILTER (WHERE first_contact_at IS NOT NULL AND consultation_held_at IS NOT NULL)::integer,
  count(*) FILTER (WHERE member_id IS NOT NULL)::integer,
  count(*) FILTER (WHERE first_contact_at <= created_at + interval '48 hours')::integer
FROM "consultations" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "activity_day_figures" ("day", "operator_id", "contact_method", "completed")
SELECT (completed_at AT TIME ZONE 'UTC')::date, coalesce(completed_by_user_id, assigned_to_user_id), contact_method, count(*)::integer
FROM "contact_activities" WHERE status = 'completed' AND completed_at IS NOT NULL GROUP BY 1, 2, 3;
