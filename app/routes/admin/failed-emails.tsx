// Failed E-mails (decision 150): the e-mails the job worker gave up on after its attempts, newest
// first: when, what, to whom, why; Retry puts one back in the queue.
import { parseTableQuery } from "#core/admin/table-query.ts";
import { formatDateTime } from "#core/dates/dates.ts";
import { failedMailMessages, mailJobKindOptions, mailJobLabel } from "#core/mail/failed-mail-messages.ts";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { RetryMailButton } from "~/components/mail/retry-mail-button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { mailIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { idOnly } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { requireAdmin } from "~/lib/auth.server";
import { failedMailTable, listFailedMailPage, retryFailedMail } from "~/lib/mail.server";
import type { Route } from "./+types/failed-emails";

export const meta: Route.MetaFunction = () => privatePageMeta(failedMailMessages.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, db } = await readAdminScreen(context, request);
  return { page: await listFailedMailPage(db, admin, parseTableQuery(params, failedMailTable)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  return dispatchIntent(request, context, {
    entity: "E-mail",
    intents: {
      [mailIntents.retry]: intent({
        schema: idOnly,
        failure: (m) => `${failedMailMessages.retryFailed}: ${m}`,
        run: async ({ id }) => {
          await retryFailedMail(context.services.db, admin, id);
          return failedMailMessages.retried;
        },
      }),
    },
  });
}

type FailedRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function FailedEmails({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page } = loaderData;
  const what = (r: FailedRow) => r.subject ?? mailJobLabel(r.kind);
  const columns: Column<FailedRow>[] = [
    { key: "failedAt", header: "Failed", cell: (r) => formatDateTime(r.failedAt, timeZone) },
    {
      key: "kind",
      header: "Kind",
      cell: (r) => mailJobLabel(r.kind),
      filterOptions: mailJobKindOptions,
    },
    { key: "to", header: "To", cell: (r) => r.to ?? failedMailMessages.unknownRecipient },
    { key: "subject", header: "Subject", cell: what },
    { key: "error", header: "Why", cell: (r) => <span className="text-xs">{r.error ?? "-"}</span> },
  ];
  return (
    <>
      <AdminPageHeader
        title={failedMailMessages.title}
        subtitle={failedMailMessages.subtitle(page.total)}
        actions={<ExportLink list="failed-emails" what="failed e-mails" />}
      />
      <DataTable
        label="Failed e-mails"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        emptyText={failedMailMessages.empty}
        searchPlaceholder="Search by address, subject or error..."
        rowActions={(row) => <RetryMailButton id={row.id} subject={`${what(row)} to ${row.to ?? "-"}`} />}
      />
    </>
  );
}
