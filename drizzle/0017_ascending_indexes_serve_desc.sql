DROP INDEX "achievement_definitions_points_idx";--> statement-breakpoint
DROP INDEX "achievement_progress_member_updated_idx";--> statement-breakpoint
DROP INDEX "audit_events_occurred_at_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_entity_idx";--> statement-breakpoint
DROP INDEX "audit_events_action_idx";--> statement-breakpoint
DROP INDEX "contact_activities_consultation_idx";--> statement-breakpoint
DROP INDEX "mail_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "member_achievements_member_earned_idx";--> statement-breakpoint
DROP INDEX "bookings_member_booking_date_idx";--> statement-breakpoint
DROP INDEX "registrations_member_idx";--> statement-breakpoint
CREATE INDEX "achievement_definitions_points_idx" ON "achievement_definitions" USING btree ("points");--> statement-breakpoint
CREATE INDEX "achievement_progress_member_updated_idx" ON "achievement_progress" USING btree ("member_id","last_updated");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","occurred_at","id");--> statement-breakpoint
CREATE INDEX "contact_activities_consultation_idx" ON "contact_activities" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_created_at_idx" ON "mail_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_achievements_member_earned_idx" ON "member_achievements" USING btree ("member_id","earned_at");--> statement-breakpoint
CREATE INDEX "bookings_member_booking_date_idx" ON "member_event_bookings" USING btree ("member_id","booking_date");--> statement-breakpoint
CREATE INDEX "registrations_member_idx" ON "member_program_registrations" USING btree ("member_id","registration_date");