import type { ProgramCard } from "~/lib/content.server";
import { ProgramFlipCard } from "./program-card";

/** The programs grid of the home page and /programs. The first row's images load eagerly when asked. */
export function ProgramGrid({
  programs,
  eagerImages = 0,
  label,
  headingLevel = 3,
}: {
  programs: readonly ProgramCard[];
  eagerImages?: number;
  label: string;
  /** The cards' heading level under the page's outline (h2 when the page has no section heading). */
  headingLevel?: 2 | 3;
}) {
  if (programs.length === 0)
    return (
      <p className="mx-auto max-w-xl text-center text-mist">
        Our programs are being prepared. Please check back soon.
      </p>
    );
  return (
    // Flex rather than grid so that a short last row is centred.
    <ul aria-label={label} className="flex flex-wrap justify-center gap-8 lg:gap-10">
      {programs.map((program, index) => (
        <li key={program.id} className="w-full md:w-[calc(50%-1rem)] lg:w-[calc((100%-5rem)/3)]">
          <ProgramFlipCard program={program} priority={index < eagerImages} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
