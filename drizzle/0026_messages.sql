CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"member_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"member_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	CONSTRAINT "conversations_counts_check" CHECK (message_count >= 0 AND member_unread >= 0 AND staff_unread >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"submission_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_side_check" CHECK ("side" IN ('member', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_member_key" ON "conversations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ((staff_unread > 0),"last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("last_message_at","id") WHERE staff_unread > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_position_key" ON "messages" USING btree ("conversation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_submission_key" ON "messages" USING btree ("conversation_id","submission_key");--> statement-breakpoint
CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_id");