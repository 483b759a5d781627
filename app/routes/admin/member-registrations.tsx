import { parseTableQuery } from "#core/admin/table-query.ts";
import { formatDate } from "#core/dates/dates.ts";
import { PROGRESS_BOUNDS } from "#core/members/registrations/progress.ts";
import { registrationMessages } from "#core/members/registrations/registration-messages.ts";
import { registrationProgressSchema } from "#core/members/registrations/registration-schema.ts";
import { registrationTabLabels } from "#core/members/registrations/registration-tabs.ts";
import { displayName, memberOf, personEmail, personName } from "#core/users/display-name.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { RegistrationActions } from "~/components/members/registration-actions";
import { RegistrationStatusBadge } from "~/components/members/registration-status-badge";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { PageHandle } from "~/components/ui/route-error-message";
import { StatCard } from "~/components/ui/stat-card";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { registrationIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { idOnly } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import {
  approveRegistration,
  completeRegistration,
  getRegistration,
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
  rejectRegistration,
  setRegistrationProgress,
} from "~/lib/members.server";
import type { Route } from "./+types/member-registrations";

export const handle: PageHandle = { loadFailure: registrationMessages.loadRegistrations };

export const meta: Route.MetaFunction = () => privatePageMeta("Member Registrations");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const [page, counters, editing] = await Promise.all([
    listRegistrationsPage(db, admin, parseTableQuery(params, registrationTable)),
    getRegistrationCounters(db, admin),
    dialog?.kind === "edit" ? getRegistration(db, admin, dialog.id) : null,
  ]);
  return { page, counters, editing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { services } = context;
  const failure = (m: string) => `${registrationMessages.updateFailed}: ${m}`;
  const transition = (run: (id: string) => Promise<unknown>) =>
    intent({
      schema: idOnly,
      failure,
      run: async ({ id }) => {
        await run(id);
        return registrationMessages.updated;
      },
    });
  return dispatchIntent(request, context, {
    entity: "Registration",
    intents: {
      // The member's e-mail is a job written with the decision; the job worker sends it.
      [registrationIntents.approve]: transition((id) => approveRegistration(services, admin, id)),
      [registrationIntents.reject]: transition((id) => rejectRegistration(services, admin, id)),
      [registrationIntents.complete]: transition((id) => completeRegistration(services, admin, id)),
      [registrationIntents.progress]: intent({
        schema: idOnly.extend(registrationProgressSchema.shape),
        failure,
        run: async ({ id, progressPercentage }) => {
          await setRegistrationProgress(services, admin, id, progressPercentage);
          return registrationMessages.updated;
        },
      }),
    },
  });
}

type RegistrationRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function MemberRegistrations({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, counters, editing } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const columns: Column<RegistrationRow>[] = [
    {
      key: "member",
      header: "Member",
      cell: (r) => (
        <div>
          <p className="font-medium">{personName(memberOf(r)) || <span className="text-mist">-</span>}</p>
          <p className="text-xs text-mist">{personEmail(memberOf(r))}</p>
        </div>
      ),
    },
    {
      key: "program",
      header: "Program",
      cell: (r) => (
        <div>
          <p>{r.programName}</p>
          <p className="text-xs text-mist">{r.programDuration}</p>
        </div>
      ),
    },
    {
      key: "progress",
      header: "Progress",
      cell: (r) => (
        <div className="w-28 space-y-1">
          <p className="text-xs tabular-nums">{r.progressPercentage}%</p>
          <ProgressBar value={r.progressPercentage} label={`Progress of ${displayName(memberOf(r))}`} />
        </div>
      ),
    },
    { key: "status", header: "Status", cell: (r) => <RegistrationStatusBadge status={r.status} /> },
    {
      key: "registrationDate",
      header: "Registered",
      cell: (r) => formatDate(r.registrationDate, timeZone),
    },
  ];
  return (
    <>
      <AreaPageHeader
        title="Member Registrations"
        subtitle="Approve members' program registrations and follow them to completion."
      >
        <ExportLink list="member-registrations" what="registrations" />
      </AreaPageHeader>
      <ul className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Registrations" value={counters.total} />
        <StatCard label="Pending Approval" value={counters.pending} />
        <StatCard label="Active" value={counters.active} />
        <StatCard label="Completed" value={counters.completed} />
      </ul>
      <h2 className="mb-4 font-display text-2xl tracking-[0.1em] uppercase">Program Registrations</h2>
      <DataTable
        label="Program Registrations"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        searchPlaceholder="Search by member, email or program..."
        emptyText="No registrations found"
        tabLabels={registrationTabLabels}
        rowActions={(row) => (
          <RegistrationActions
            id={row.id}
            status={row.status}
            subject={`${displayName(memberOf(row))} for ${row.programName}`}
            onSetProgress={() => open({ kind: "edit", id: row.id })}
          />
        )}
      />
      <FormDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        open={editing !== null}
        onClose={close}
        title="Set Progress"
        description={editing ? `${displayName(memberOf(editing))}, ${editing.programName}` : undefined}
        intent={registrationIntents.progress}
        id={editing?.id}
        schema={registrationProgressSchema}
        submitLabel="Save Progress"
      >
        {(errors) => (
          <Field
            label="Progress (%)"
            name="progressPercentage"
            type="number"
            inputMode="numeric"
            min={PROGRESS_BOUNDS.min}
            max={PROGRESS_BOUNDS.max}
            step={1}
            defaultValue={editing?.progressPercentage ?? 0}
            error={errors.progressPercentage}
          />
        )}
      </FormDialog>
    </>
  );
}
