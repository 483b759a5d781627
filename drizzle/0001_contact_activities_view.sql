-- The details view of SPEC section 3: each activity with the assignee's e-mail and the contact's
-- name, e-mail and phone, whether the contact is a consultation (lead) or a profile (member).
CREATE VIEW "contact_activities_with_details" AS
SELECT
  a.*,
  assignee.email AS assigned_to_email,
  NULLIF(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS consultation_contact_name,
  c.email AS consultation_email,
  c.phone_number AS consultation_phone,
  NULLIF(trim(concat_ws(' ', p.first_name, p.last_name)), '') AS profile_contact_name,
  p.email AS profile_email,
  p.phone AS profile_phone
FROM contact_activities a
LEFT JOIN profiles assignee ON assignee.id = a.assigned_to_user_id
LEFT JOIN consultations c ON c.id = a.consultation_id
LEFT JOIN profiles p ON p.id = a.profile_id;
