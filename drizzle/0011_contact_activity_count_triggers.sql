-- Decision 114: exact counts of contact_activities (in total, and per status, contact method and
-- priority) kept in contact_activity_counts by statement triggers, in the same transaction as the write.
-- Writers are held off while the triggers are created and the counts filled, so none is missed or
-- counted twice.
LOCK TABLE "contact_activities" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Adds one change per row (+1 for a new row version, -1 for an old one) to the counts. The 'all' row is
-- always locked first (rows are written in key order and 'all' sorts first), so two transactions that
-- change counts queue on it instead of locking the others in opposite orders (no deadlock). An update
-- that changes no counted column adds nothing and locks nothing.
CREATE FUNCTION "contact_activity_counts_add"(deltas integer[], statuses text[], methods text[], priorities text[])
RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT * FROM unnest(deltas, statuses, methods, priorities) AS c(delta, status, contact_method, priority)
  ),
  keyed AS (
    SELECT k.dimension, k.value, sum(c.delta)::integer AS delta
    FROM changed c
    CROSS JOIN LATERAL (VALUES ('all', ''), ('status', c.status), ('contact_method', c.contact_method),
      ('priority', c.priority)) AS k(dimension, value)
    GROUP BY k.dimension, k.value
  )
  INSERT INTO "contact_activity_counts" AS counts ("dimension", "value", "activities")
  SELECT dimension, value, delta FROM keyed
  WHERE delta <> 0 OR (dimension = 'all' AND EXISTS (SELECT 1 FROM keyed WHERE delta <> 0))
  ORDER BY dimension, value
  ON CONFLICT ("dimension", "value") DO UPDATE SET "activities" = counts."activities" + excluded."activities";
$$;
--> statement-breakpoint
CREATE FUNCTION "contact_activity_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "contact_activity_counts_add"(array_agg(1), array_agg(status), array_agg(contact_method), array_agg(priority))
  FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "contact_activity_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "contact_activity_counts_add"(array_agg(c.delta), array_agg(c.status), array_agg(c.contact_method), array_agg(c.priority))
  FROM (
    SELECT -1 AS delta, status, contact_method, priority FROM old_rows
    UNION ALL
    SELECT 1, status, contact_method, priority FROM new_rows
  ) AS c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "contact_activity_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "contact_activity_counts_add"(array_agg(-1), array_agg(status), array_agg(contact_method), array_agg(priority))
  FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "contact_activity_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contact_activity_counts" SET "activities" = 0 WHERE "activities" <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert (or a lead's cascade delete) is one upsert of
-- a few rows, not four per activity. Deletes by foreign-key cascade fire them too.
CREATE TRIGGER "contact_activities_counts_inserted" AFTER INSERT ON "contact_activities"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_activity_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_counts_updated" AFTER UPDATE ON "contact_activities"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_activity_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_counts_deleted" AFTER DELETE ON "contact_activities"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_activity_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "contact_activities_counts_truncated" AFTER TRUNCATE ON "contact_activities"
FOR EACH STATEMENT EXECUTE FUNCTION "contact_activity_counts_truncated"();
--> statement-breakpoint
-- Counts everything again from the table, holding writers off meanwhile: fills the counts here, and is
-- what an operator runs if they were ever bypassed (triggers disabled, a replica-role bulk load).
CREATE FUNCTION "contact_activity_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "contact_activities" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "contact_activity_counts";
  -- The 'all' row always exists (the triggers lock it first).
  INSERT INTO "contact_activity_counts" ("dimension", "value", "activities")
  SELECT 'all', '', count(*)::integer FROM "contact_activities"
  UNION ALL
  SELECT 'status', status, count(*)::integer FROM "contact_activities" GROUP BY status
  UNION ALL
  SELECT 'contact_method', contact_method, count(*)::integer FROM "contact_activities" GROUP BY contact_method
  UNION ALL
  SELECT 'priority', priority, count(*)::integer FROM "contact_activities" GROUP BY priority;
END
$$;
--> statement-breakpoint
SELECT "contact_activity_counts_recount"();
