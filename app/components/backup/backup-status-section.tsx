// Settings: when the last backup was taken and whether it was verified (decision 181), and the version
// this instance runs. Facts only: the operator's commands are in docs/operations.md.
import { formatDateTime } from "#core/dates/dates.ts";
import { useTimeZone } from "~/kit/time-zone";
import type { BackupStatus } from "~/lib/backup.server";

type Props = { status: BackupStatus; keepDays: number; version: string };

export function BackupStatusSection({ status, keepDays, version }: Props) {
  const timeZone = useTimeZone();
  const { last, lastVerified } = status;
  return (
    <section aria-labelledby="admin-backups" className="max-w-2xl border border-line bg-charcoal p-6">
      <h2 id="admin-backups" className="font-display text-2xl tracking-[0.06em]">
        Backups
      </h2>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-mist">Last backup</dt>
        <dd data-testid="last-backup">
          {last
            ? `${formatDateTime(last.finishedAt, timeZone)}: ${last.status === "verified" ? "verified" : "failed"}`
            : "None yet"}
          {last?.status === "failed" && last.error ? (
            <span className="block text-mist">{last.error}</span>
          ) : null}
        </dd>
        {last?.status === "failed" ? (
          <>
            <dt className="text-mist">Last verified</dt>
            <dd>{lastVerified ? formatDateTime(lastVerified.finishedAt, timeZone) : "None yet"}</dd>
          </>
        ) : null}
        {lastVerified?.fileName ? (
          <>
            <dt className="text-mist">File</dt>
            <dd className="break-all">
              {lastVerified.fileName} on {lastVerified.host}
            </dd>
          </>
        ) : null}
        <dt className="text-mist">Daily backups</dt>
        <dd>{keepDays > 0 ? `On, at 03:00 UTC, each kept ${keepDays} days` : "Off"}</dd>
        <dt className="text-mist">Version</dt>
        <dd data-testid="product-version">{version}</dd>
      </dl>
    </section>
  );
}
