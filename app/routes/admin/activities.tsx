import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { formatDateTime } from "#core/dates/dates.ts";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { isCompleted } from "#core/leads/activities/activity-completion.ts";
import { OPEN_ACTIVITY_FORM_EVENT, takeActivityHints } from "#core/leads/activities/activity-hints.ts";
import {
  activityStatusLabels,
  activityTypeLabels,
  contactMethodLabels,
  labelIn,
  priorityLabels,
} from "#core/leads/activities/activity-labels.ts";
import {
  type ActivityPrefill,
  cleanPrefill,
  templatePrefill,
} from "#core/leads/activities/activity-prefill.ts";
import {
  activityCompletionSchema,
  activityFormSchema,
  activityMessages,
} from "#core/leads/activities/activity-schema.ts";
import { activityTabLabels } from "#core/leads/activities/activity-tabs.ts";
import { templateById } from "#core/leads/activities/activity-templates.ts";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { ActivityCompleteDialog } from "~/components/leads/activity-complete-dialog";
import { ActivityDialog } from "~/components/leads/activity-dialog";
import { ActivityHub } from "~/components/leads/activity-hub";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { RowActions } from "~/components/ui/row-actions";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { activityIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { idOnly, tableRowIntents } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { type UrlDialogNavigation, useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import {
  activityCountsOnce,
  activityTable,
  completeActivity,
  createActivity,
  deleteActivity,
  getActivity,
  getActivityHub,
  listActivitiesPage,
  listAssignableAdmins,
  updateActivity,
} from "~/lib/leads.server";
import type { Route } from "./+types/activities";

export const meta: Route.MetaFunction = () => privatePageMeta("Contact Activities");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const clock = { now: new Date(), timeZone: timeZoneFromCookies(request.headers.get("cookie")) };
  // The hub's tiles and the table's badges read the same counts once (docs/performance.md).
  const counts = activityCountsOnce(db, clock);
  const table = activityTable({ ...clock, viewerId: admin.id });
  const [page, hub, admins, editing, completing] = await Promise.all([
    listActivitiesPage(db, admin, parseTableQuery(params, table), clock, counts, table),
    getActivityHub(db, admin, clock, counts),
    listAssignableAdmins(db, admin),
    dialog?.kind === "edit" ? getActivity(db, admin, dialog.id) : null,
    dialog?.kind === "complete" ? getActivity(db, admin, dialog.id) : null,
  ]);
  // Completed ones too: the reload after completing must not unmount the dialog before it closes.
  return { page, hub, admins, editing, completing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { db } = context.services;
  // The form's dates are wall-clock times in the operator's zone.
  const schema = activityFormSchema(timeZoneFromCookies(request.headers.get("cookie")));
  return dispatchIntent(request, context, {
    entity: "Activity",
    intents: {
      ...tableRowIntents("activity", {
        create: { schema, run: (input) => createActivity(db, admin, input) },
        update: { schema, run: (id, input) => updateActivity(db, admin, id, input) },
        remove: (id) => deleteActivity(db, admin, id),
      }),
      [activityIntents.complete]: intent({
        schema: activityCompletionSchema.extend(idOnly.shape),
        // SPEC 8 writes this one without the reason (unlike create, update and delete).
        failure: () => activityMessages.completeFailed,
        run: async ({ id, ...completion }) => {
          await completeActivity(db, admin, id, completion);
          return activityMessages.completed;
        },
      }),
    },
  });
}

type ActivityRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

/**
 * The hints another screen left (SPEC 2), and the window event, open the form prefilled. A tab and a
 * dialog asked for together are one navigation: two would build the second from the first's stale
 * search params and lose the tab.
 */
function useActivityHints(
  openForm: (prefill: ActivityPrefill | null, how?: UrlDialogNavigation) => void,
  openEdit: (id: string, how: UrlDialogNavigation) => void,
) {
  const navigate = useNavigate();
  // The latest callbacks, read by the effect that runs once on arrival.
  const actions = useRef({ navigate, openForm, openEdit });
  actions.current = { navigate, openForm, openEdit };
  useEffect(() => {
    const hints = takeActivityHints(sessionStorage);
    const how: UrlDialogNavigation = {
      replace: true,
      ...(hints.filter ? { with: { tab: hints.filter, page: null } } : {}),
    };
    if (hints.editId) actions.current.openEdit(hints.editId, how);
    else if (hints.prefill) actions.current.openForm(hints.prefill, how);
    else if (hints.filter) actions.current.navigate(`?tab=${hints.filter}`, { replace: true });
    const onEvent = (event: Event) =>
      actions.current.openForm(
        cleanPrefill(((event as CustomEvent).detail ?? {}) as Record<string, unknown>),
      );
    window.addEventListener(OPEN_ACTIVITY_FORM_EVENT, onEvent);
    return () => window.removeEventListener(OPEN_ACTIVITY_FORM_EVENT, onEvent);
  }, []);
}

export default function ContactActivities({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, hub, admins, editing, completing } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const location = useLocation();
  // The prefill travels in the history entry that opened the form, so Back and Forward bring back the
  // form as it was opened. Each opening is its own navigation with its own location.key: keying the
  // form by it starts every opening from its own prefill, with no counter to keep in step.
  const prefill = (location.state as { prefill?: ActivityPrefill | null } | null)?.prefill ?? null;
  const openForm = (values: ActivityPrefill | null, how?: UrlDialogNavigation) =>
    open({ kind: "new" }, { ...how, state: { prefill: values } });
  useActivityHints(openForm, (id, how) => open({ kind: "edit", id }, how));
  const quickCreate = (templateId: string | null) => {
    const template = templateId ? templateById(templateId) : undefined;
    openForm(template ? templatePrefill(template, null) : {});
  };
  const columns: Column<ActivityRow>[] = [
    {
      key: "subject",
      header: "Subject",
      cell: (r) => (
        <div>
          <div className="font-medium">{r.subject ?? <span className="text-mist">-</span>}</div>
          <div className="text-xs text-mist">
            {labelIn(activityTypeLabels, r.activityType)}
            {r.durationMinutes === null ? null : ` · ${r.durationMinutes} min`}
          </div>
        </div>
      ),
    },
    {
      key: "contact",
      header: "Contact",
      cell: (r) => r.contactName ?? <span className="text-mist">-</span>,
    },
    { key: "contactMethod", header: "Method", cell: (r) => labelIn(contactMethodLabels, r.contactMethod) },
    { key: "status", header: "Status", cell: (r) => labelIn(activityStatusLabels, r.status) },
    { key: "priority", header: "Priority", cell: (r) => labelIn(priorityLabels, r.priority) },
    {
      key: "scheduledAt",
      header: "Scheduled",
      cell: (r) =>
        r.scheduledAt ? formatDateTime(r.scheduledAt, timeZone) : <span className="text-mist">-</span>,
    },
    {
      key: "assignedTo",
      header: "Assigned To",
      cell: (r) => r.assignedToEmail ?? <span className="text-mist">-</span>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Contact Activities"
        subtitle={`${hub.tiles.total} ${hub.tiles.total === 1 ? "activity" : "activities"}`}
        actions={<ExportLink list="activities" what="activities" />}
        addLabel="New Activity"
        onAdd={() => openForm(null)}
      />
      <ActivityHub hub={hub} onQuickCreate={quickCreate} />
      <DataTable
        label="Activities"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        tabLabels={activityTabLabels}
        searchPlaceholder="Search by subject or contact..."
        rowActions={(row) => (
          <div className="inline-flex items-center gap-1">
            {isCompleted(row) ? null : (
              <button
                type="button"
                className="px-2 text-xs tracking-widest text-mist uppercase hover:text-ivory"
                aria-label={`Complete ${row.subject ?? "activity"}`}
                onClick={() => open({ kind: "complete", id: row.id })}
              >
                Complete
              </button>
            )}
            <RowActions
              id={row.id}
              onEdit={() => open({ kind: "edit", id: row.id })}
              confirmDelete={activityMessages.confirmDelete}
            />
          </div>
        )}
      />
      <ActivityDialog
        key={editing?.id ?? (dialog?.kind === "new" ? `new-${location.key}` : "closed")}
        activity={editing}
        prefill={dialog?.kind === "new" ? prefill : null}
        admins={admins}
        open={dialog?.kind === "new" || editing !== null}
        onClose={close}
      />
      {completing ? (
        <ActivityCompleteDialog key={completing.id} activity={completing} onClose={close} />
      ) : null}
    </>
  );
}
