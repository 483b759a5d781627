import { Link } from "react-router";
import { slugFromName } from "#core/content/programs/slug.ts";
import { ArrowRight } from "~/components/ui/icons";
import type { ProgramCard } from "~/lib/content.server";
import { ResponsiveImg } from "./responsive-img";

const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw";

/**
 * A program as a card that is one link to /programs/{slug} (SPEC 2). With a fine pointer that can hover
 * it flips to show audience and description; on touch screens and phones both faces are stacked so every detail is
 * visible without hovering (see .flip-card in app.css). Clamps: tagline 2, audience 2, description 3 lines.
 */
export function ProgramFlipCard({
  program,
  priority = false,
  headingLevel = 3,
}: {
  program: ProgramCard;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={`/programs/${slugFromName(program.name)}`}
      className="flip-card group block h-full focus-visible:outline-offset-4"
      data-testid="program-card"
    >
      <div className="flip-card-inner h-full">
        <div className="flip-card-face flip-card-front flex flex-col border border-line bg-charcoal">
          <div className="relative aspect-[16/10] overflow-hidden bg-graphite">
            {program.image ? (
              <ResponsiveImg
                image={program.image}
                sizes={CARD_SIZES}
                priority={priority}
                className="size-full object-cover"
              />
            ) : null}
            <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-charcoal via-transparent" />
          </div>
          <div className="flex flex-1 flex-col gap-3 px-7 pt-2 pb-8">
            <Heading className="font-display text-[1.7rem] leading-tight tracking-[0.04em] text-ivory">
              {program.name}
            </Heading>
            {program.tagline ? (
              <p className="line-clamp-2 font-display text-lg leading-snug text-brass-strong italic">
                {program.tagline}
              </p>
            ) : null}
            <p className="mt-auto pt-4 text-[0.7rem] tracking-[0.28em] text-mist uppercase">
              <span className="sr-only">Duration: </span>
              {program.duration}
            </p>
          </div>
        </div>
        <div className="flip-card-face flip-card-back flex flex-col border border-line bg-charcoal px-7 pb-8">
          <div className="flip-card-back-title pt-10" aria-hidden>
            <p className="text-[0.65rem] tracking-[0.36em] text-brass uppercase">{program.duration}</p>
            <p className="mt-4 font-display text-[1.7rem] leading-tight tracking-[0.04em]">{program.name}</p>
            <div className="mt-6 h-px w-12 bg-brass/60" />
          </div>
          {program.targetAudience ? (
            <div className="mt-6">
              <p className="text-[0.65rem] tracking-[0.3em] text-mist uppercase">Designed for</p>
              <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-ivory/90">
                {program.targetAudience}
              </p>
            </div>
          ) : null}
          <p className="mt-5 line-clamp-3 text-sm leading-relaxed text-mist">{program.description}</p>
          <p className="mt-auto flex items-center gap-2 pt-8 text-[0.7rem] tracking-[0.28em] text-brass uppercase">
            View Program{" "}
            <ArrowRight aria-hidden className="size-3.5 transition-transform group-hover:translate-x-1" />
          </p>
        </div>
      </div>
    </Link>
  );
}
