import type { PRINCIPLES } from "#core/content/public-content/public-constants.ts";
import { CallToAction } from "~/components/public/call-to-action";
import { PageHeader } from "~/components/public/page-header";
import { publicMeta } from "~/components/public/seo";
import type { Route } from "./+types/principles";

export function meta({ matches }: Route.MetaArgs) {
  return publicMeta(matches, {
    title: "Principles",
    description:
      "Sovereignty, precision, discretion and endurance: the four principles that shape every private defence program we teach.",
    path: "/principles",
  });
}

const principles: { name: (typeof PRINCIPLES)[number]; numeral: string; text: string }[] = [
  {
    name: "SOVEREIGNTY",
    numeral: "I",
    text: "Your safety belongs in your own hands. We give you the awareness, the skills and the plans to decide for yourself, rather than depend on chance or on others.",
  },
  {
    name: "PRECISION",
    numeral: "II",
    text: "Every technique, routine and plan is fitted to your life, your risks and your body. Nothing generic, nothing wasted, nothing taught for show.",
  },
  {
    name: "DISCRETION",
    numeral: "III",
    text: "Your name, your program and your circumstances stay private. We work quietly, by referral only, and never speak about the people we serve.",
  },
  {
    name: "ENDURANCE",
    numeral: "IV",
    text: "Readiness is a habit, not an event. Our programs build skills that last, with follow-up that keeps them sharp long after the final session.",
  },
];

export default function Principles() {
  return (
    <>
      <PageHeader eyebrow="Our Principles" title="Four Principles">
        <p>
          Four words hold everything we teach. They guide how we train, how we work and how we keep faith with
          our clients.
        </p>
      </PageHeader>
      <section aria-label="The four principles" className="px-6 pb-24 sm:pb-32">
        <ol className="mx-auto grid max-w-6xl gap-px bg-line sm:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.name} className="group flex flex-col gap-6 bg-ink p-10 sm:p-14">
              <span aria-hidden className="font-display text-2xl tracking-[0.2em] text-brass">
                {principle.numeral}
              </span>
              <h2 className="font-display text-4xl tracking-[0.16em] sm:text-5xl">{principle.name}</h2>
              <span
                aria-hidden
                className="h-px w-10 bg-brass/60 transition-all duration-500 group-hover:w-20"
              />
              <p className="max-w-md leading-relaxed text-mist">{principle.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <CallToAction
        heading="Your Journey Starts Privately"
        text="Apply for a confidential consultation. Places are limited, and every application is read in person."
        label="Begin Your Journey"
      />
    </>
  );
}
