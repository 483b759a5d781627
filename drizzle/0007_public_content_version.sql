CREATE TABLE "public_content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "public_content_version_single_row" CHECK (id = 1)
);

--> statement-breakpoint
INSERT INTO "public_content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Every statement that changes what the public pages show raises the version, in its own transaction,
-- and announces it (LISTEN public_content_changed): the embedded database's instance reloads at once,
-- PostgreSQL instances compare the version before serving a page from memory (server/public-content/).
CREATE FUNCTION "public_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "public_content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('public_content_changed', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "programs_public_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "programs" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "program_images_public_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program_images" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "faqs_public_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION "public_content_changed"();
