import { useLocation } from "react-router";
import type { ExportList } from "#core/exports/export-messages.ts";
import { exportMessages } from "#core/exports/export-messages.ts";
import { buttonVariants } from "~/components/ui/button";
import { Download } from "~/components/ui/icons";

/**
 * A list's Export CSV button (decision 148): a download link carrying the screen's own query (search,
 * filters, tab, sort), so the file holds what the screen shows. A plain link: it works before hydration.
 */
export function ExportLink(props: { list: ExportList; what: string; query?: string }) {
  const { search } = useLocation();
  return (
    <a
      href={`/admin/export/${props.list}${props.query ?? search}`}
      download
      aria-label={exportMessages.buttonLabel(props.what)}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download aria-hidden className="size-4" /> {exportMessages.button}
    </a>
  );
}
