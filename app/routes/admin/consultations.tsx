import { parseTableQuery } from "#core/admin/table-query.ts";
import { formatDate } from "#core/dates/dates.ts";
import {
  consultationFormSchema,
  consultationMessages,
} from "#core/leads/consultations/consultation-schema.ts";
import { leadOwnerMessages, ownerFormSchema } from "#core/leads/consultations/lead-owner.ts";
import { fullName } from "#core/users/display-name.ts";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { ConsultationClock } from "~/components/leads/consultation-clock";
import { ConsultationDialog } from "~/components/leads/consultation-dialog";
import { ConsultationViewDialog } from "~/components/leads/consultation-view-dialog";
import { OwnerSelect, ownerOptions } from "~/components/leads/owner-select";
import { RecordEmailDialog } from "~/components/leads/record-email-dialog";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { RowActions } from "~/components/ui/row-actions";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { consultationIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { personRecordIntents } from "~/kit/person-record-intents.server";
import { idOnly, tableRowIntents } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import { listProgramChoices } from "~/lib/content.server";
import {
  consultationTable,
  conversionMessages,
  convertConsultationToMember,
  countFollowUpPromises,
  createConsultation,
  deleteConsultation,
  getConsultation,
  getConsultationDetails,
  getRecordEmailDraft,
  listAssignableAdmins,
  listConsultationsPage,
  setConsultationOwner,
  updateConsultation,
} from "~/lib/leads.server";
import type { Route } from "./+types/consultations";

export const meta: Route.MetaFunction = () => privatePageMeta("Consultation Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const now = new Date();
  const { siteName } = context.services.config;
  const table = consultationTable(now, admin.id);
  const [page, promises, operators, programs, editing, viewing, emailing] = await Promise.all([
    listConsultationsPage(db, admin, parseTableQuery(params, table), now, table),
    countFollowUpPromises(db, admin, now),
    listAssignableAdmins(db, admin),
    dialog?.kind === "new" || dialog?.kind === "edit" ? listProgramChoices(db) : [],
    dialog?.kind === "edit" ? getConsultation(db, admin, dialog.id) : null,
    dialog?.kind === "view" ? getConsultationDetails(db, admin, dialog.id) : null,
    dialog?.kind === "email"
      ? getRecordEmailDraft(db, admin, { kind: "consultation", id: dialog.id }, siteName)
      : null,
  ]);
  return { page, promises, operators, programs, editing, viewing, emailing };
}

/** Convert to member's answer: what happened to the account and its invitation. */
function conversionText(result: Awaited<ReturnType<typeof convertConsultationToMember>>, email: string) {
  if (result.alreadyConverted) return conversionMessages.already;
  if (!result.invited) return conversionMessages.convertedExisting;
  return result.invitationSent ? conversionMessages.converted(email) : conversionMessages.invitationFailed;
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { services } = context;
  const { db } = services;
  const schema = consultationFormSchema();
  return dispatchIntent(request, context, {
    entity: "Consultation",
    intents: {
      ...tableRowIntents("consultation", {
        create: { schema, run: (input) => createConsultation(db, admin, input) },
        update: { schema, run: (id, input) => updateConsultation(db, admin, id, input) },
        remove: (id) => deleteConsultation(db, admin, id),
      }),
      [consultationIntents.convert]: intent({
        schema: idOnly,
        failure: (m) => `Failed to convert consultation: ${m}`,
        run: async ({ id }) => {
          const result = await convertConsultationToMember(services, admin, id);
          const consultation = await getConsultation(db, admin, id);
          return conversionText(result, consultation?.email ?? "");
        },
      }),
      [consultationIntents.setOwner]: intent({
        schema: ownerFormSchema,
        failure: leadOwnerMessages.ownerFailed,
        run: async ({ id, ownerId }) => {
          await setConsultationOwner(db, admin, id, ownerId);
          return leadOwnerMessages.ownerSaved;
        },
      }),
      ...personRecordIntents(services, admin, "lead"),
    },
  });
}

type ConsultationRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function ConsultationManagement({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, promises, operators, programs, editing, viewing, emailing } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const columns: Column<ConsultationRow>[] = [
    {
      key: "name",
      header: "Name",
      cell: (r) => (
        <span className="inline-flex items-center gap-2 font-medium">
          <button
            type="button"
            className="text-left hover:underline"
            onClick={() => open({ kind: "view", id: r.id })}
          >
            {r.title} {fullName(r)}
          </button>
          {r.pendingActivities > 0 ? (
            <span
              className="border border-brass/60 px-1.5 text-[0.65rem] text-brass tabular-nums"
              title="Pending activities"
            >
              {r.pendingActivities}
              <span className="sr-only"> pending activities</span>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "contact",
      header: "Contact",
      cell: (r) => (
        <div className="text-sm">
          <div>{r.email}</div>
          <a href={`tel:${r.phoneNumber}`} className="text-mist hover:text-ivory">
            {r.phoneNumber}
          </a>
          {r.age === null ? null : <span className="text-mist"> · Age {r.age}</span>}
        </div>
      ),
    },
    {
      key: "program",
      header: "Program",
      cell: (r) => (
        <span className="border border-line px-2 py-0.5 text-xs whitespace-nowrap">
          {r.programName ?? "Unknown Program"}
        </span>
      ),
    },
    {
      key: "work",
      header: "Company / Occupation",
      cell: (r) =>
        [r.company, r.occupation].filter(Boolean).join(" · ") || <span className="text-mist">-</span>,
    },
    {
      key: "owner",
      header: "Owner",
      filterOptions: [
        { value: "me", label: "Me" },
        { value: "unassigned", label: leadOwnerMessages.unassigned },
        ...ownerOptions(operators),
      ],
      cell: (r) => (
        <OwnerSelect consultationId={r.id} ownerId={r.ownerId} operators={operators} name={fullName(r)} />
      ),
    },
    {
      key: "clock",
      header: "48-Hour Clock",
      cell: (r) => <ConsultationClock createdAt={r.createdAt} firstContactAt={r.firstContactAt} />,
    },
    { key: "createdAt", header: "Created", cell: (r) => formatDate(r.createdAt, timeZone) },
    { key: "updatedAt", header: "Updated", cell: (r) => formatDate(r.updatedAt, timeZone) },
  ];
  return (
    <>
      <AdminPageHeader
        title="Consultation Management"
        subtitle={`${plural(page.total, "consultation", "consultations")}; ${promises.atRisk} at risk, ${promises.overdue} overdue`}
        actions={<ExportLink list="consultations" what="consultations" />}
        addLabel="Add Consultation"
        onAdd={() => open({ kind: "new" })}
      />
      <DataTable
        label="Consultations"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        searchPlaceholder="Search by name, e-mail, phone, company..."
        rowActions={(row) => (
          <div className="inline-flex items-center gap-1">
            <button
              type="button"
              className="px-2 text-xs tracking-widest text-mist uppercase hover:text-ivory"
              aria-label={`View ${fullName(row)}`}
              onClick={() => open({ kind: "view", id: row.id })}
            >
              View
            </button>
            <RowActions
              id={row.id}
              onEdit={() => open({ kind: "edit", id: row.id })}
              confirmDelete={consultationMessages.confirmDelete(fullName(row))}
            />
          </div>
        )}
      />
      <ConsultationDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        consultation={editing}
        programs={programs}
        open={dialog?.kind === "new" || editing !== null}
        onClose={close}
      />
      {viewing ? (
        <ConsultationViewDialog
          key={viewing.id}
          consultation={viewing}
          operators={operators}
          onClose={close}
          onSendEmail={() => open({ kind: "email", id: viewing.id })}
        />
      ) : null}
      {emailing ? <RecordEmailDialog key={emailing.id} draft={emailing} onClose={close} /> : null}
    </>
  );
}
