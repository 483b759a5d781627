import { roleLabels, userFormSchema, userUpdateSchema } from "#core/users/user-schema.ts";
import { fieldGrid } from "~/components/ui/field-list";
import { RowFormDialog } from "~/components/ui/form-dialog";
import { SelectField } from "~/components/ui/form-fields";
import type { Loaded } from "~/kit/loaded";
import type { getUser } from "~/lib/users.server";

export type EditableUser = NonNullable<Loaded<typeof getUser>>;

/** Add User (creates the account and e-mails an invitation) or edit a user's names and role. */
export function UserDialog(props: { user: EditableUser | null; open: boolean; onClose: () => void }) {
  const { user } = props;
  return (
    <RowFormDialog
      row={user}
      open={props.open}
      onClose={props.onClose}
      title={user ? "Edit User" : "Add User"}
      description={user ? user.email : "The person receives an e-mail with a link to choose their password."}
      schema={user ? userUpdateSchema : userFormSchema}
      createLabel="Add User"
      values={user}
      fields={[
        user ? null : { label: "Email", name: "email", type: "email" },
        fieldGrid("grid gap-5 sm:grid-cols-2", [
          { label: "First Name", name: "firstName" },
          { label: "Last Name", name: "lastName" },
        ]),
        // No error line under Role: the select offers only the valid roles.
        <SelectField
          key="role"
          label="Role"
          name="role"
          defaultValue={user?.role ?? "member"}
          options={[
            { value: "member", label: roleLabels.member },
            { value: "admin", label: roleLabels.admin },
          ]}
        />,
      ]}
    />
  );
}
