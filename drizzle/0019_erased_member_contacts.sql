-- An erased member (decision 145) is "Erased member" wherever a name shows (core/users/display-name.ts,
-- in SQL profileNames.display in server/db/schema.ts), never the anonymous address the erasure left;
-- that address names nobody, so the view gives no e-mail for them either. Otherwise drizzle/0012's rule.
CREATE OR REPLACE VIEW "contact_activities_with_details" AS
SELECT
  a.*,
  assignee.email AS assigned_to_email,
  coalesce(nullif(concat_ws(' ', nullif(trim(c.first_name), ''), nullif(trim(c.last_name), '')), ''), trim(c.email)) AS consultation_contact_name,
  c.email AS consultation_email,
  c.phone_number AS consultation_phone,
  CASE WHEN p.erased_at IS NOT NULL THEN 'Erased member'
    ELSE coalesce(nullif(concat_ws(' ', nullif(trim(p.first_name), ''), nullif(trim(p.last_name), '')), ''), nullif(trim(p.name), ''), trim(p.email))
  END AS profile_contact_name,
  CASE WHEN p.erased_at IS NOT NULL THEN NULL ELSE p.email END AS profile_email,
  p.phone AS profile_phone
FROM contact_activities a
LEFT JOIN profiles assignee ON assignee.id = a.assigned_to_user_id
LEFT JOIN consultations c ON c.id = a.consultation_id
LEFT JOIN profiles p ON p.id = a.profile_id;
