import { formatDate } from "#core/dates/dates.ts";
import {
  type ResourceCategory,
  type ResourceKind,
  resourceCategoryLabels,
  resourceKindLabels,
} from "#core/resources/resource-rules.ts";
import { ExternalLink, FileText } from "~/components/ui/icons";

export type MemberResource = {
  id: string;
  title: string;
  description: string | null;
  category: string;
  kind: string;
  fileName: string | null;
  linkUrl: string | null;
  notes: string | null;
  programName: string | null;
  forYou: boolean;
  visibleFrom: Date | string;
};

/** One resource on My Resources: what it is, where it came from, and the way to open it. */
export function ResourceCard({ resource, timeZone }: { resource: MemberResource; timeZone: string }) {
  const from = [resource.programName, resource.forYou ? "Shared with you" : null].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-col gap-3 border border-line bg-charcoal p-6">
      <p className="text-xs tracking-[0.2em] text-brass uppercase">
        {resourceCategoryLabels[resource.category as ResourceCategory] ?? resource.category} ·{" "}
        {resourceKindLabels[resource.kind as ResourceKind] ?? resource.kind}
      </p>
      <h2 className="font-display text-xl tracking-[0.04em]">{resource.title}</h2>
      {resource.description ? (
        <p className="text-sm leading-relaxed text-mist">{resource.description}</p>
      ) : null}
      <p className="text-xs text-mist">
        {from} · {formatDate(resource.visibleFrom, timeZone)}
      </p>
      {resource.kind === "link" && resource.linkUrl ? (
        <>
          {resource.notes ? (
            <p className="text-sm whitespace-pre-line text-ivory/90">{resource.notes}</p>
          ) : null}
          <a
            href={resource.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm text-brass underline underline-offset-4"
          >
            <ExternalLink aria-hidden className="size-4" />
            Open link<span className="sr-only">: {resource.title} (opens in a new tab)</span>
          </a>
        </>
      ) : (
        <a
          href={`/members/resources/${resource.id}/file`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 text-sm text-brass underline underline-offset-4"
        >
          <FileText aria-hidden className="size-4" />
          Open {resource.fileName ?? "file"}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}
