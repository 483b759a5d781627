// My work (decision 212): the operator's own day, where a plain sign-in lands. Leads they own whose
// 48-hour promise is at risk or broken, their follow-ups overdue and due today in their time zone,
// registrations awaiting approval and failed e-mails, each with its one action in place; every count
// links to the list it counts. The dashboard stays at /admin, one click away.
import { Link } from "react-router";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { myWorkMessages as m } from "#core/my-work/my-work.ts";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import {
  FailedMailSection,
  FollowUpsSection,
  LeadsSection,
  RegistrationsSection,
} from "~/components/my-work/my-work-sections";
import { buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { privatePageMeta } from "~/kit/page-meta";
import { requireAdmin } from "~/lib/auth.server";
import { getMyWork } from "~/lib/my-work.server";
import type { Route } from "./+types/my-work";

export const meta: Route.MetaFunction = () => privatePageMeta(m.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const clock = { now: new Date(), timeZone: timeZoneFromCookies(request.headers.get("cookie")) };
  return { work: await getMyWork(context.services.db, admin, clock) };
}

export default function MyWork({ loaderData }: Route.ComponentProps) {
  const { work } = loaderData;
  const clear =
    work.leads.count +
      work.followUps.overdue +
      work.followUps.today +
      work.registrations.count +
      work.failedMail.count ===
    0;
  return (
    <>
      <AdminPageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <Link to="/admin" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {m.dashboard}
          </Link>
        }
      />
      <div className="space-y-6">
        {clear ? (
          <FormAlert tone="success">
            <strong>{m.dayClear}</strong> {m.dayClearDetail}
          </FormAlert>
        ) : null}
        <LeadsSection leads={work.leads} />
        <FollowUpsSection followUps={work.followUps} />
        <RegistrationsSection registrations={work.registrations} />
        <FailedMailSection failedMail={work.failedMail} />
      </div>
    </>
  );
}
