import { CallToAction } from "~/components/public/call-to-action";
import { PageHeader } from "~/components/public/page-header";
import { ProgramGrid } from "~/components/public/program-grid";
import { publicMeta } from "~/components/public/seo";
import { listPrograms } from "~/lib/content.server";
import type { Route } from "./+types/programs";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const list = loaderData && Array.isArray(loaderData.programs) ? loaderData.programs : [];
  return publicMeta(matches, {
    title: "Programs",
    description:
      "Private defence and readiness programs for executives, families and sovereign individuals: one-to-one instruction, delivered with absolute discretion.",
    path: "/programs",
    image: list[0]?.image ?? null,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { programs: listPrograms(await context.services.publicContent.current()) };
}

export default function Programs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Private Instruction" title="PROGRAMS">
        <p>
          Every program is taught one-to-one or to a single household, scheduled around your life and held in
          complete confidence.
        </p>
      </PageHeader>
      <section aria-label="All programs" className="px-6 pb-24 sm:pb-32">
        <div className="mx-auto max-w-7xl">
          <ProgramGrid programs={loaderData.programs} eagerImages={1} label="Programs" headingLevel={2} />
        </div>
      </section>
      <CallToAction
        heading="Not Sure Where to Begin?"
        text="Tell us about your circumstances in a private consultation. We will recommend the program, or the combination, that fits."
        label="Request Private Consultation"
      />
    </>
  );
}
