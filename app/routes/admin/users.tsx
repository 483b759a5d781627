import { adminMessages } from "#core/admin/admin-messages.ts";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { twoFactorResetRefusal } from "#core/auth/two-factor/two-factor-rules.ts";
import { formatDate } from "#core/dates/dates.ts";
import { erasureRefusal } from "#core/privacy/erasure-rules.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { addressSchema } from "#core/privacy/privacy-schema.ts";
import { displayName, fullName } from "#core/users/display-name.ts";
import { userDeletionRefusal } from "#core/users/user-rules.ts";
import { twoFactorLabel, userFormSchema, userMessages, userUpdateSchema } from "#core/users/user-schema.ts";
import { AuditHistoryLink } from "~/components/audit/audit-history-link";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { RecordEmailDialog } from "~/components/leads/record-email-dialog";
import { ConversationLink } from "~/components/messages/conversation-link";
import { DataRightsActions } from "~/components/privacy/data-rights-actions";
import { EraseByAddressButton } from "~/components/privacy/erase-address-dialog";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { RowActions } from "~/components/ui/row-actions";
import { ResetTwoFactorButton } from "~/components/users/reset-two-factor-button";
import { UserDialog } from "~/components/users/user-dialog";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { privacyIntents, twoFactorIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { personRecordIntents } from "~/kit/person-record-intents.server";
import { idOnly, tableRowIntents } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import { getRecordEmailDraft } from "~/lib/leads.server";
import { eraseByAddress, findHeldByAddress } from "~/lib/privacy.server";
import {
  deleteUser,
  getUser,
  inviteUser,
  listUsersPage,
  resetTwoFactor,
  updateUser,
  userTable,
} from "~/lib/users.server";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => privatePageMeta("User Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const [page, editing, emailing] = await Promise.all([
    listUsersPage(db, admin, parseTableQuery(params, userTable)),
    dialog?.kind === "edit" ? getUser(db, admin, dialog.id) : null,
    dialog?.kind === "email"
      ? getRecordEmailDraft(db, admin, { kind: "member", id: dialog.id }, context.services.config.siteName)
      : null,
  ]);
  return { page, me: admin.id, editing, emailing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { services } = context;
  return dispatchIntent(request, context, {
    entity: "User",
    intents: {
      ...tableRowIntents("user", {
        create: {
          schema: userFormSchema,
          run: async (input) => {
            await inviteUser(services, admin, input);
            return userMessages.invited(adminMessages.created("user"), input.email);
          },
        },
        update: { schema: userUpdateSchema, run: (id, input) => updateUser(services, admin, id, input) },
        remove: (id) => deleteUser(services, admin, id),
      }),
      ...personRecordIntents(services, admin, "member"),
      // What an address still has (decision 173): a read, answered in the dialog.
      [privacyIntents.findAddress]: intent({
        schema: addressSchema,
        run: async (input) => ({
          ok: true,
          message: "",
          email: input.email,
          held: await findHeldByAddress(services, admin, input),
        }),
      }),
      [privacyIntents.eraseAddress]: intent({
        schema: addressSchema,
        failure: privacyMessages.eraseFailed,
        run: async (input) => {
          await eraseByAddress(services, admin, input);
          return privacyMessages.addressErased;
        },
      }),
      [twoFactorIntents.reset]: intent({
        schema: idOnly,
        failure: twoFactorMessages.resetFailed,
        run: async ({ id }) => twoFactorMessages.reset((await resetTwoFactor(services, admin, id)).email),
      }),
    },
  });
}

type UserRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

/** The subtitle: "12 users, 2 admins". */
const userCounts = (users: number, admins: number) =>
  `${users} ${users === 1 ? "user" : "users"}, ${admins} ${admins === 1 ? "admin" : "admins"}`;

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, me, editing, emailing } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const columns: Column<UserRow>[] = [
    {
      key: "email",
      header: "Email",
      cell: (r) => <span className="font-medium">{r.email}</span>,
    },
    {
      key: "name",
      header: "Name",
      cell: (r) => fullName(r) || <span className="text-mist">-</span>,
    },
    {
      key: "role",
      header: "Role",
      cell: (r) => (
        <span
          className={
            r.role === "admin"
              ? "border border-brass/60 px-2 py-0.5 text-xs tracking-widest text-brass uppercase"
              : "border border-line px-2 py-0.5 text-xs tracking-widest text-mist uppercase"
          }
        >
          {r.role}
        </span>
      ),
    },
    {
      key: "twoFactorEnabled",
      header: "Two-Factor",
      cell: (r) =>
        r.twoFactorEnabled ? (
          twoFactorLabel(true)
        ) : (
          <span className="text-mist">{twoFactorLabel(false)}</span>
        ),
    },
    { key: "createdAt", header: "Created", cell: (r) => formatDate(r.createdAt, timeZone) },
    { key: "updatedAt", header: "Last Updated", cell: (r) => formatDate(r.updatedAt, timeZone) },
  ];
  return (
    <>
      <AdminPageHeader
        title="User Management"
        subtitle={userCounts(page.total, page.admins)}
        actions={
          <>
            <ExportLink list="users" what="users" />
            <EraseByAddressButton />
          </>
        }
        addLabel="Add User"
        onAdd={() => open({ kind: "new" })}
      />
      <DataTable
        label="Users"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        searchPlaceholder="Search by email or name..."
        rowActions={(row) => (
          <div className="inline-flex items-center gap-1">
            {twoFactorResetRefusal(row, me) === null ? (
              <ResetTwoFactorButton id={row.id} email={row.email} />
            ) : null}
            {row.role === "member" ? (
              <button
                type="button"
                className="px-2 text-xs tracking-widest text-mist uppercase hover:text-ivory"
                aria-label={`Send email to ${displayName(row)}`}
                onClick={() => open({ kind: "email", id: row.id })}
              >
                Email
              </button>
            ) : null}
            <AuditHistoryLink compact id={row.id} name={displayName(row)} />
            {row.role === "member" ? <ConversationLink memberId={row.id} name={displayName(row)} /> : null}
            <DataRightsActions
              compact
              kind="member"
              id={row.id}
              name={displayName(row)}
              eraseDisabledReason={erasureRefusal({ accountId: row.id, role: row.role }, me) ?? undefined}
            />
            <RowActions
              id={row.id}
              onEdit={() => open({ kind: "edit", id: row.id })}
              confirmDelete={userMessages.confirmDelete(row.email)}
              deleteDisabledReason={userDeletionRefusal(row, me) ?? undefined}
            />
          </div>
        )}
      />
      <UserDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        user={editing}
        open={dialog?.kind === "new" || editing !== null}
        onClose={close}
      />
      {emailing ? <RecordEmailDialog key={emailing.id} draft={emailing} onClose={close} /> : null}
    </>
  );
}
