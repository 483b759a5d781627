import { userFormSchema, userUpdateSchema } from "#core/users/user-schema.ts";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { SelectField } from "~/components/ui/form-fields";
import { rowIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getUser } from "~/lib/users.server";

export type EditableUser = NonNullable<Loaded<typeof getUser>>;

/** Add User (creates the account and e-mails an invitation) or edit a user's names and role. */
export function UserDialog(props: { user: EditableUser | null; open: boolean; onClose: () => void }) {
  const { user } = props;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={user ? "Edit User" : "Add User"}
      description={user ? user.email : "The person receives an e-mail with a link to choose their password."}
      intent={user ? rowIntents.update : rowIntents.create}
      id={user?.id}
      schema={user ? userUpdateSchema : userFormSchema}
      submitLabel={user ? "Save Changes" : "Add User"}
    >
      {(errors) => (
        <>
          {user ? null : <Field label="Email" name="email" type="email" error={errors.email} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="First Name"
              name="firstName"
              defaultValue={user?.firstName ?? ""}
              error={errors.firstName}
            />
            <Field
              label="Last Name"
              name="lastName"
              defaultValue={user?.lastName ?? ""}
              error={errors.lastName}
            />
          </div>
          <SelectField
            label="Role"
            name="role"
            defaultValue={user?.role ?? "member"}
            options={[
              { value: "member", label: "Member" },
              { value: "admin", label: "Admin" },
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
