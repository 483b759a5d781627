import { Link } from "react-router";
import { organizationJsonLd } from "#core/content/public-content/seo.ts";
import { intakeMonth, site } from "#core/site.ts";
import { CallToAction } from "~/components/public/call-to-action";
import { ProgramGrid } from "~/components/public/program-grid";
import { Band, SectionHeading } from "~/components/public/section";
import { publicMeta, publicSiteFrom } from "~/components/public/seo";
import { TestimonialsSection } from "~/components/public/testimonials-section";
import { buttonVariants } from "~/components/ui/button";
import { listPrograms } from "~/lib/content.server";
import type { Route } from "./+types/home";

const DESCRIPTION = `${site.tagline}. Private, one-to-one personal defence and readiness programs for executives, entrepreneurs and families. Access by private referral only.`;

export function meta({ matches }: Route.MetaArgs) {
  const { siteName, publicUrl } = publicSiteFrom(matches);
  return publicMeta(
    matches,
    {
      title: `${siteName} | Private Defence Consultancy`,
      fullTitle: true,
      description: DESCRIPTION,
      path: "/",
    },
    [
      {
        "script:ld+json": organizationJsonLd({
          siteName,
          publicUrl,
          description: DESCRIPTION,
          slogan: site.slogan,
          email: site.contactEmail,
        }),
      },
    ],
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  return {
    programs: listPrograms(await context.services.publicContent.current()),
    intakeMonth: intakeMonth(),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { programs, intakeMonth: month } = loaderData;
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100dvh-4.5rem)] items-center justify-center overflow-hidden px-6 py-24 text-center">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgba(196,162,105,0.2),transparent_70%),radial-gradient(ellipse_at_bottom,rgba(255,255,255,0.035),transparent_60%)]"
        />
        <HeroOrnament />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-8">
          <p className="text-[0.7rem] tracking-[0.45em] text-brass uppercase">
            Private Defence &amp; Readiness
          </p>
          <h1 className="font-display text-[2.75rem] leading-[1.04] tracking-[0.08em] uppercase sm:text-7xl lg:text-[5.5rem]">
            The Art of Personal Sovereignty
          </h1>
          <span aria-hidden className="brass-rule" />
          <p className="max-w-2xl font-display text-2xl leading-snug text-ivory/90 italic sm:text-3xl">
            {site.tagline}
          </p>
          <p className="text-xs tracking-[0.34em] text-mist uppercase">{site.slogan}</p>
          <div className="pt-4">
            <Link to="/apply" className={buttonVariants({ size: "lg" })}>
              Book Private Consultation
            </Link>
          </div>
          <p className="max-w-md text-[0.7rem] leading-loose tracking-[0.2em] text-mist uppercase">
            Now accepting applications for {month}. Numbers are strictly limited.
            <br />
            Access by private referral only.
          </p>
        </div>
      </section>

      <Band labelledBy="programs-heading">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="programs-heading" eyebrow="By Invitation" title="ELITE PROGRAMS">
            Each program is delivered privately, at the client's pace and place, by senior instructors who
            value discretion as much as skill.
          </SectionHeading>
          <div className="mt-16">
            <ProgramGrid programs={programs} label="Elite programs" />
          </div>
          <div className="mt-16 text-center">
            <Link to="/programs" className={buttonVariants({ variant: "outline", size: "lg" })}>
              View All Programs
            </Link>
          </div>
        </div>
      </Band>

      <TestimonialsSection className="bg-charcoal/60" />

      <CallToAction
        heading="Begin in Confidence"
        text="A private conversation is where every engagement begins. Tell us about yourself and we will be in touch within 48 hours."
        label="Request Private Consultation"
      />
    </>
  );
}

/** Fine brass arcs behind the hero text, echoing the program artwork. Decorative and static. */
function HeroOrnament() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 800 800"
      className="pointer-events-none absolute top-1/2 left-1/2 -z-10 w-[56rem] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-60"
      fill="none"
    >
      {[140, 200, 260, 320, 380].map((r, i) => (
        <circle
          key={r}
          cx="400"
          cy="400"
          r={r}
          stroke="#c4a269"
          strokeOpacity={0.2 - i * 0.03}
          strokeWidth="0.8"
          strokeDasharray={i % 2 ? "2 6" : undefined}
        />
      ))}
      <line x1="0" y1="400" x2="800" y2="400" stroke="#c4a269" strokeOpacity="0.08" strokeWidth="0.8" />
      <line x1="400" y1="0" x2="400" y2="800" stroke="#c4a269" strokeOpacity="0.08" strokeWidth="0.8" />
    </svg>
  );
}
