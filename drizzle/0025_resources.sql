CREATE TABLE "resource_opens" (
	"resource_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_opens_resource_id_member_id_pk" PRIMARY KEY("resource_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"program_id" uuid,
	"member_id" uuid,
	"link_url" text,
	"notes" text,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"available_from" timestamp with time zone,
	"visible_from" timestamp with time zone DEFAULT now() NOT NULL,
	"unpublished_at" timestamp with time zone,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_category_check" CHECK ("category" IN ('briefing', 'drill', 'plan', 'other')),
	CONSTRAINT "resources_kind_check" CHECK ("kind" IN ('document', 'image', 'video', 'link')),
	CONSTRAINT "resources_audience_check" CHECK (program_id IS NOT NULL OR member_id IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "resource_opens" ADD CONSTRAINT "resource_opens_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_opens" ADD CONSTRAINT "resource_opens_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_published_by_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_opens_member_idx" ON "resource_opens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "resources_program_visible_idx" ON "resources" USING btree ("program_id","visible_from","id") WHERE unpublished_at IS NULL;--> statement-breakpoint
CREATE INDEX "resources_member_visible_idx" ON "resources" USING btree ("member_id","visible_from","id") WHERE unpublished_at IS NULL;--> statement-breakpoint
CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at","id");