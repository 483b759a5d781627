// One audit row's before and after (only the changed fields, redacted when it was written).
import {
  auditActionLabels,
  auditActorLabel,
  auditEntityLabels,
  auditMessages,
  labelOf,
} from "#core/audit/audit-messages.ts";
import { formatDateTime } from "#core/dates/dates.ts";
import { Dialog } from "~/components/ui/dialog";
import type { Loaded } from "~/kit/loaded";
import { useTimeZone } from "~/kit/time-zone";
import type { getAuditEvent } from "~/lib/audit.server";

function Fields({ title, fields }: { title: string; fields: Record<string, unknown> | null }) {
  const entries = Object.entries(fields ?? {});
  return (
    <section aria-label={title}>
      <h3 className="text-xs tracking-widest text-mist uppercase">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-mist">{auditMessages.nothing}</p>
      ) : (
        <dl className="mt-2 space-y-1 text-sm">
          {entries.map(([key, value]) => (
            <div key={key} className="grid grid-cols-[10rem_1fr] gap-2">
              <dt className="text-mist">{key}</dt>
              <dd className="break-all">{typeof value === "string" ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export function AuditEventDialog(props: { event: Loaded<typeof getAuditEvent>; onClose: () => void }) {
  const timeZone = useTimeZone();
  const { event } = props;
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={
        event
          ? `${labelOf(auditEntityLabels, event.entity)}: ${labelOf(auditActionLabels, event.action)}`
          : auditMessages.title
      }
      description={
        event ? `${formatDateTime(event.occurredAt, timeZone)}, ${auditActorLabel(event)}` : undefined
      }
    >
      {event ? (
        <div className="space-y-6">
          {event.entityId ? <p className="text-sm text-mist">ID {event.entityId}</p> : null}
          <Fields title={auditMessages.before} fields={event.before} />
          <Fields title={auditMessages.after} fields={event.after} />
        </div>
      ) : null}
    </Dialog>
  );
}
