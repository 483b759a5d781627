// Who a lead is and how to reach them: the columns the consultations table and the edit dialog both read.
import { consultations as c } from "#server/db/schema.ts";

export const consultationContactColumns = {
  id: c.id,
  title: c.title,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phoneNumber: c.phoneNumber,
};
