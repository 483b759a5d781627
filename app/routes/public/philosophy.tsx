import { PHILOSOPHY_STATEMENTS } from "#core/content/public-content/public-constants.ts";
import { site } from "#core/site.ts";
import { CallToAction } from "~/components/public/call-to-action";
import { RotatingStatements } from "~/components/public/rotating-statements";
import { Band, Eyebrow } from "~/components/public/section";
import { publicMeta } from "~/components/public/seo";
import type { Route } from "./+types/philosophy";

export function meta({ matches }: Route.MetaArgs) {
  return publicMeta(matches, {
    title: "Philosophy",
    description:
      "No shortcuts, no bravado, only mastery: the philosophy behind our private defence programs, built on judgement, restraint and lasting skill.",
    path: "/philosophy",
  });
}

const tenets: { statement: (typeof PHILOSOPHY_STATEMENTS)[number]; text: string }[] = [
  {
    statement: "NO SHORTCUTS",
    text: "Competence is built slowly, deliberately and under expert eyes. We do not sell weekend certainty; we build lasting capability, one private session at a time.",
  },
  {
    statement: "NO BRAVADO",
    text: "Real protection is quiet. We train awareness, judgement and de-escalation first, so that force remains the last and least likely answer.",
  },
  {
    statement: "ONLY MASTERY",
    text: "Every client is taught until skills are instinctive and calm under pressure. Mastery is the only standard we accept, for our clients and for ourselves.",
  },
];

export default function Philosophy() {
  return (
    <>
      <section className="relative overflow-hidden px-6 pt-24 pb-20 text-center sm:pt-36 sm:pb-28">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(196,162,105,0.16),transparent_65%)]"
        />
        <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-10">
          <Eyebrow>Our Philosophy</Eyebrow>
          <RotatingStatements statements={PHILOSOPHY_STATEMENTS} />
          <p className="max-w-2xl text-lg leading-relaxed text-mist">
            We prepare people who have a great deal to protect. That calls for patience, restraint and an
            uncompromising standard, never for theatre.
          </p>
        </div>
      </section>

      <Band label="Our philosophy in three statements">
        <ol className="mx-auto grid max-w-7xl gap-px bg-line md:grid-cols-3">
          {tenets.map((tenet, i) => (
            <li key={tenet.statement} className="flex flex-col gap-6 bg-ink p-10 lg:p-14">
              <span aria-hidden className="font-display text-5xl text-brass/80">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h2 className="font-display text-3xl tracking-[0.14em]">{tenet.statement}</h2>
              <p className="leading-relaxed text-mist">{tenet.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <section
        aria-label="Our conviction"
        className="border-t border-line/60 px-6 py-24 text-center sm:py-28"
      >
        <figure className="mx-auto max-w-3xl">
          <blockquote className="font-display text-3xl leading-snug text-ivory/95 italic sm:text-4xl">
            <p>{site.slogan}</p>
          </blockquote>
          <figcaption className="mt-6 text-[0.7rem] tracking-[0.36em] text-mist uppercase">
            The conviction behind every program
          </figcaption>
        </figure>
      </section>

      <CallToAction
        heading="A Private Conversation"
        text="Every engagement begins with a confidential consultation, so that what we teach fits the life you lead."
        label="Request Private Consultation"
      />
    </>
  );
}
