// A record's history in the Audit Log (core/audit/audit-history.ts): an icon link in a table row, or a
// labelled link in a record's view.

import { auditHistoryMessages, auditHistoryPath } from "#core/audit/audit-history.ts";
import type { AuditEntity } from "#core/audit/audit-vocabulary.ts";
import { buttonVariants } from "~/components/ui/button";
import { History } from "~/components/ui/icons";
import { InAppLink } from "~/components/ui/in-app-link";

export function AuditHistoryLink(props: {
  id: string;
  entity?: AuditEntity;
  /** Who or what the history is of, for the link's accessible name. */
  name: string;
  compact?: boolean;
}) {
  const to = auditHistoryPath(props.id, props.entity);
  if (props.compact)
    return (
      <InAppLink
        aria-label={auditHistoryMessages.label(props.name)}
        title={auditHistoryMessages.link}
        className="inline-flex size-8 items-center justify-center text-mist hover:text-ivory"
        href={to}
      >
        <History aria-hidden className="size-4" />
      </InAppLink>
    );
  return (
    <InAppLink
      aria-label={auditHistoryMessages.label(props.name)}
      className={buttonVariants({ size: "sm", variant: "outline" })}
      href={to}
    >
      <History aria-hidden className="size-4" />
      {auditHistoryMessages.link}
    </InAppLink>
  );
}
