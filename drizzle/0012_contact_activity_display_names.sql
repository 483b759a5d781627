-- The details view's contact names follow the one display-name rule (core/users/display-name.ts, in SQL
-- profileNames.display in server/db/schema.ts): first and last name, each trimmed and blanks skipped;
-- else the account's name (members); else the e-mail. Replaces drizzle/0001's own rule, which skipped
-- the account's name and the e-mail and kept the spaces inside a name's parts.
CREATE OR REPLACE VIEW "contact_activities_with_details" AS
SELECT
  a.*,
  assignee.email AS assigned_to_email,
  coalesce(nullif(concat_ws(' ', nullif(trim(c.first_name), ''), nullif(trim(c.last_name), '')), ''), trim(c.email)) AS consultation_contact_name,
  c.email AS consultation_email,
  c.phone_number AS consultation_phone,
  coalesce(nullif(concat_ws(' ', nullif(trim(p.first_name), ''), nullif(trim(p.last_name), '')), ''), nullif(trim(p.name), ''), trim(p.email)) AS profile_contact_name,
  p.email AS profile_email,
  p.phone AS profile_phone
FROM contact_activities a
LEFT JOIN profiles assignee ON assignee.id = a.assigned_to_user_id
LEFT JOIN consultations c ON c.id = a.consultation_id
LEFT JOIN profiles p ON p.id = a.profile_id;
