import { parseTableQuery } from "#core/admin/table-query.ts";
import { faqMessages, faqStatusLabel } from "#core/content/faqs/faq-messages.ts";
import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import { formatDate } from "#core/dates/dates.ts";
import { FaqDialog } from "~/components/content/faq-dialog";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { RowActions } from "~/components/ui/row-actions";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction } from "~/kit/intent-action.server";
import { privatePageMeta } from "~/kit/page-meta";
import { tableRowIntents } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import {
  createFaq,
  deleteFaq,
  faqTable,
  getFaq,
  listFaqsPage,
  moveFaq,
  nextFaqOrder,
  updateFaq,
} from "~/lib/content.server";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () => privatePageMeta("FAQ Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const [page, nextOrder, editing] = await Promise.all([
    listFaqsPage(db, admin, parseTableQuery(params, faqTable)),
    nextFaqOrder(db),
    dialog?.kind === "edit" ? getFaq(db, admin, dialog.id) : null,
  ]);
  return { page, nextOrder, editing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { db } = context.services;
  return dispatchIntent(request, context, {
    entity: "FAQ",
    intents: tableRowIntents("FAQ", {
      create: { schema: faqFormSchema, run: (input) => createFaq(db, admin, input) },
      update: { schema: faqFormSchema, run: (id, input) => updateFaq(db, admin, id, input) },
      remove: (id) => deleteFaq(db, admin, id),
      move: (id, direction) => moveFaq(db, admin, id, direction),
    }),
  });
}

type FaqRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function FaqManagement({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, nextOrder, editing } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const columns: Column<FaqRow>[] = [
    { key: "displayOrder", header: "Order", className: "w-20", cell: (r) => r.displayOrder },
    {
      key: "question",
      header: "Question",
      cell: (r) => <span className="font-medium">{r.question}</span>,
    },
    {
      key: "answer",
      header: "Answer",
      cell: (r) => <span className="line-clamp-2 text-mist">{r.answer}</span>,
    },
    {
      key: "isActive",
      header: "Status",
      cell: (r) => (
        <span className={r.isActive ? "text-success" : "text-mist"}>{faqStatusLabel(r.isActive)}</span>
      ),
    },
    { key: "createdAt", header: "Created", cell: (r) => formatDate(r.createdAt, timeZone) },
    { key: "updatedAt", header: "Updated", cell: (r) => formatDate(r.updatedAt, timeZone) },
  ];
  return (
    <>
      <AdminPageHeader
        title="FAQ Management"
        subtitle="Questions shown on the public FAQs page, in display order."
        actions={<ExportLink list="faqs" what="FAQs" />}
        addLabel="Add FAQ"
        onAdd={() => open({ kind: "new" })}
      />
      <DataTable
        label="FAQs"
        page={page}
        columns={columns}
        sortCycle="asc-desc-off"
        searchPlaceholder="Search questions and answers..."
        rowActions={(row) => (
          <RowActions
            id={row.id}
            moves={row}
            onEdit={() => open({ kind: "edit", id: row.id })}
            confirmDelete={faqMessages.confirmDelete}
          />
        )}
      />
      <FaqDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        faq={editing}
        open={dialog?.kind === "new" || editing !== null}
        nextOrder={nextOrder}
        onClose={close}
      />
    </>
  );
}
