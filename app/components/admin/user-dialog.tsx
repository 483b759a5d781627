import { useFetcher } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { userFormSchema, userUpdateSchema } from "#core/users/user-schema.ts";
import { DialogFormActions, useCloseOnSuccess } from "~/components/admin/dialog-form";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/form-fields";
import { rowIntents } from "~/lib/intents";
import { useResultToast } from "~/lib/result-toast";
import { useClientValidation } from "~/lib/use-client-validation";

type User = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "admin" | "member";
};

/** Add User (creates the account and e-mails an invitation) or edit a user's names and role. */
export function UserDialog(props: { user: User | null; open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const user = props.user;
  const { errors, onSubmit } = useClientValidation(
    user ? userUpdateSchema : userFormSchema,
    fetcher.data?.errors,
  );
  useResultToast(fetcher.data);
  const { onClose } = props;
  useCloseOnSuccess(fetcher, onClose);
  const saving = fetcher.state !== "idle";
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user ? "Edit User" : "Add User"}
      description={user ? user.email : "The person receives an e-mail with a link to choose their password."}
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value={user ? rowIntents.update : rowIntents.create} />
        {user ? <input type="hidden" name="id" value={user.id} /> : null}
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
        {fetcher.data && !fetcher.data.ok && !fetcher.data.errors ? (
          <p role="alert" className="text-sm text-danger">
            {fetcher.data.message}
          </p>
        ) : null}
        <DialogFormActions
          saving={saving}
          submitLabel={user ? "Save Changes" : "Add User"}
          onCancel={onClose}
        />
      </fetcher.Form>
    </Dialog>
  );
}
