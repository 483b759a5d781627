CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievement_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"rarity" text DEFAULT 'common' NOT NULL,
	"category" text NOT NULL,
	"badge_color" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievement_definitions_rarity_check" CHECK ("rarity" IN ('common', 'rare', 'epic', 'legendary')),
	CONSTRAINT "achievement_definitions_points_check" CHECK (points >= 0)
);
--> statement-breakpoint
CREATE TABLE "achievement_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"current_value" integer DEFAULT 0 NOT NULL,
	"target_value" integer NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievement_progress_values_check" CHECK (current_value >= 0 AND target_value >= 1)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"date_of_birth" date,
	"age" integer,
	"country" text,
	"city" text,
	"occupation" text,
	"company" text,
	"social_media_links" text,
	"number_of_people" integer DEFAULT 1 NOT NULL,
	"program_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_title_check" CHECK ("title" IN ('Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Rev', 'Fr', 'Sr', 'Br', 'Rabbi', 'Pr', 'Elder', 'Other')),
	CONSTRAINT "consultations_number_of_people_check" CHECK (number_of_people >= 1),
	CONSTRAINT "consultations_age_check" CHECK (age IS NULL OR age >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid,
	"profile_id" uuid,
	"activity_type" text DEFAULT 'scheduled' NOT NULL,
	"contact_method" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"duration_minutes" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"subject" text,
	"message" text,
	"notes" text,
	"outcome" text,
	"follow_up_required" boolean DEFAULT false NOT NULL,
	"next_follow_up_date" timestamp with time zone,
	"assigned_to_user_id" uuid,
	"completed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_activities_type_check" CHECK ("activity_type" IN ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "contact_activities_method_check" CHECK ("contact_method" IN ('email', 'sms', 'phone', 'video_call', 'in_person', 'whatsapp', 'teams', 'zoom', 'other')),
	CONSTRAINT "contact_activities_status_check" CHECK ("status" IN ('pending', 'in_progress', 'completed', 'cancelled', 'no_answer', 'rescheduled', 'failed')),
	CONSTRAINT "contact_activities_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "contact_activities_outcome_check" CHECK ("outcome" IN ('successful', 'no_response', 'busy', 'voicemail', 'wrong_number', 'email_bounced', 'interested', 'not_interested', 'needs_follow_up', 'converted')),
	CONSTRAINT "contact_activities_duration_check" CHECK (duration_minutes IS NULL OR duration_minutes >= 0)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_display_order_check" CHECK (display_order >= 1)
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"transport" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_status_check" CHECK ("status" IN ('sent', 'written', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "member_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_event_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"booking_status" text DEFAULT 'confirmed' NOT NULL,
	"attendance_status" text DEFAULT 'pending' NOT NULL,
	"booking_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	CONSTRAINT "bookings_status_check" CHECK ("booking_status" IN ('confirmed', 'waitlist', 'cancelled', 'no_show')),
	CONSTRAINT "bookings_attendance_check" CHECK ("attendance_status" IN ('pending', 'attended', 'absent', 'excused'))
);
--> statement-breakpoint
CREATE TABLE "member_program_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"registered_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_check" CHECK ("status" IN ('pending', 'active', 'completed', 'cancelled', 'inactive')),
	CONSTRAINT "registrations_progress_check" CHECK (progress_percentage BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"storage_key" text,
	"width" integer,
	"height" integer,
	"alt_text" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_images_display_order_check" CHECK (display_order >= 1)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tagline" text,
	"duration" text NOT NULL,
	"target_audience" text,
	"description" text NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_display_order_check" CHECK (display_order >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "training_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" text,
	"max_capacity" integer,
	"current_capacity" integer DEFAULT 0 NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"meeting_url" text,
	"requirements" jsonb,
	"program_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_events_type_check" CHECK ("event_type" IN ('training', 'assessment', 'meeting', 'workshop', 'exam')),
	CONSTRAINT "training_events_status_check" CHECK ("status" IN ('scheduled', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "training_events_capacity_check" CHECK (max_capacity IS NULL OR max_capacity >= 0),
	CONSTRAINT "training_events_current_capacity_check" CHECK (current_capacity >= 0),
	CONSTRAINT "training_events_time_check" CHECK (end_time >= start_time)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("role" IN ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_progress" ADD CONSTRAINT "achievement_progress_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_progress" ADD CONSTRAINT "achievement_progress_achievement_id_achievement_definitions_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievement_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_assigned_to_user_id_profiles_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_completed_by_user_id_profiles_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_achievement_id_achievement_definitions_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievement_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_bookings" ADD CONSTRAINT "member_event_bookings_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_event_bookings" ADD CONSTRAINT "member_event_bookings_event_id_training_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."training_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_program_registrations" ADD CONSTRAINT "member_program_registrations_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_program_registrations" ADD CONSTRAINT "member_program_registrations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_program_registrations" ADD CONSTRAINT "member_program_registrations_registered_by_profiles_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_images" ADD CONSTRAINT "program_images_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_events" ADD CONSTRAINT "training_events_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "achievement_definitions_points_idx" ON "achievement_definitions" USING btree ("points" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "achievement_progress_member_achievement_key" ON "achievement_progress" USING btree ("member_id","achievement_id");--> statement-breakpoint
CREATE INDEX "achievement_progress_member_updated_idx" ON "achievement_progress" USING btree ("member_id","last_updated" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_email_lower_key" ON "consultations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_program_id_idx" ON "consultations" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "contact_activities_created_at_idx" ON "contact_activities" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_activities_due_idx" ON "contact_activities" USING btree ("activity_type","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "contact_activities_consultation_idx" ON "contact_activities" USING btree ("consultation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_activities_profile_idx" ON "contact_activities" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "faqs_display_order_idx" ON "faqs" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "faqs_active_display_order_idx" ON "faqs" USING btree ("display_order") WHERE is_active;--> statement-breakpoint
CREATE INDEX "mail_messages_created_at_idx" ON "mail_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_achievements_member_achievement_key" ON "member_achievements" USING btree ("member_id","achievement_id");--> statement-breakpoint
CREATE INDEX "member_achievements_member_earned_idx" ON "member_achievements" USING btree ("member_id","earned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_member_event_key" ON "member_event_bookings" USING btree ("member_id","event_id") WHERE booking_status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_member_booking_date_idx" ON "member_event_bookings" USING btree ("member_id","booking_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "member_event_bookings" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_live_member_program_key" ON "member_program_registrations" USING btree ("member_id","program_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "registrations_registration_date_idx" ON "member_program_registrations" USING btree ("registration_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_member_idx" ON "member_program_registrations" USING btree ("member_id","registration_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower_key" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "program_images_program_order_idx" ON "program_images" USING btree ("program_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "program_images_one_primary_key" ON "program_images" USING btree ("program_id") WHERE is_primary;--> statement-breakpoint
CREATE UNIQUE INDEX "programs_name_lower_key" ON "programs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "programs_display_order_idx" ON "programs" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_events_start_time_idx" ON "training_events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree (role);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");