import { useState } from "react";
import { data } from "react-router";
import { FaqDialog } from "~/components/admin/faq-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { type Column, DataTable } from "~/components/data-table";
import type { ActionResult } from "~/lib/action-result";
import { requireAdmin } from "~/lib/auth.server";
import {
  createFaq,
  deleteFaq,
  faqTable,
  listFaqsPage,
  moveFaq,
  nextFaqOrder,
  updateFaq,
} from "~/lib/faqs.server";
import { adminMessages } from "../../../core/admin-messages.ts";
import { fieldErrors } from "../../../core/auth-schemas.ts";
import { formatDate } from "../../../core/dates.ts";
import { faqFormSchema } from "../../../core/faq-schema.ts";
import { parseTableQuery } from "../../../core/table-query.ts";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () => [
  { title: "FAQ Management" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.services, request);
  const query = parseTableQuery(new URL(request.url).searchParams, faqTable);
  const { db } = context.services;
  const [page, nextOrder] = await Promise.all([listFaqsPage(db, admin, query), nextFaqOrder(db)]);
  return { page, nextOrder };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Unexpected error");

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.services, request);
  const { db, logger } = context.services;
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  const id = String(form.id ?? "");
  const answer = (result: ActionResult, status = 200) =>
    data<ActionResult>({ ...result, intent }, { status });

  if (intent === "create" || intent === "update") {
    const parsed = faqFormSchema.safeParse(form);
    if (!parsed.success)
      return answer(
        { ok: false, message: "Please correct the highlighted fields.", errors: fieldErrors(parsed.error) },
        400,
      );
    try {
      if (intent === "create") await createFaq(db, admin, parsed.data);
      else await updateFaq(db, admin, id, parsed.data);
      return answer({ ok: true, message: adminMessages[intent === "create" ? "created" : "updated"]("FAQ") });
    } catch (error) {
      logger.error({ err: error }, `faq ${intent} failed`);
      return answer({ ok: false, message: adminMessages.failed(intent, "FAQ", errorText(error)) }, 500);
    }
  }
  if (intent === "delete") {
    try {
      await deleteFaq(db, admin, id);
      return answer({ ok: true, message: adminMessages.deleted("FAQ") });
    } catch (error) {
      return answer({ ok: false, message: adminMessages.failed("delete", "FAQ", errorText(error)) }, 500);
    }
  }
  if (intent === "move-up" || intent === "move-down") {
    const direction = intent === "move-up" ? "up" : "down";
    try {
      await moveFaq(db, admin, id, direction);
      return answer({ ok: true, message: "" });
    } catch (error) {
      return answer(
        { ok: false, message: adminMessages.moveFailed("FAQ", direction, errorText(error)) },
        409,
      );
    }
  }
  return answer({ ok: false, message: "Unknown action" }, 400);
}

type FaqRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function FaqManagement({ loaderData }: Route.ComponentProps) {
  const { page, nextOrder } = loaderData;
  const [editing, setEditing] = useState<FaqRow | "new" | null>(null);
  const columns: Column<FaqRow>[] = [
    { key: "displayOrder", header: "Order", sortable: true, className: "w-20", cell: (r) => r.displayOrder },
    {
      key: "question",
      header: "Question",
      sortable: true,
      filterable: true,
      cell: (r) => <span className="font-medium">{r.question}</span>,
    },
    {
      key: "answer",
      header: "Answer",
      sortable: true,
      filterable: true,
      cell: (r) => <span className="line-clamp-2 text-mist">{r.answer}</span>,
    },
    {
      key: "isActive",
      header: "Status",
      sortable: true,
      filterable: true,
      cell: (r) => (
        <span className={r.isActive ? "text-success" : "text-mist"}>
          {r.isActive ? "Active" : "Inactive"}
        </span>
      ),
    },
    { key: "createdAt", header: "Created", sortable: true, cell: (r) => formatDate(r.createdAt) },
    { key: "updatedAt", header: "Updated", sortable: true, cell: (r) => formatDate(r.updatedAt) },
  ];
  return (
    <>
      <AdminPageHeader
        title="FAQ Management"
        subtitle="Questions shown on the public FAQs page, in display order."
        addLabel="Add FAQ"
        onAdd={() => setEditing("new")}
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
            onEdit={() => setEditing(row)}
            confirmDelete="Are you sure you want to delete this FAQ?"
          />
        )}
      />
      <FaqDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        faq={editing === "new" ? null : editing}
        open={editing !== null}
        nextOrder={nextOrder}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
