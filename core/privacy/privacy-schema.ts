// Erasure by e-mail address's form (decision 173): the address, checked as User Management checks one.
import { userFormSchema } from "#core/users/user-schema.ts";

export const addressSchema = userFormSchema.pick({ email: true });
