import { data, Link } from "react-router";
import { imageStorageKey, imageVariantUrl } from "#core/content/program-images/responsive-image.ts";
import { parseProgramFeatures } from "#core/content/programs/program-features.ts";
import { FeatureRotator } from "~/components/public/feature-rotator";
import { ImageCarousel } from "~/components/public/image-carousel";
import { Eyebrow } from "~/components/public/section";
import { publicMeta } from "~/components/public/seo";
import { buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { getProgramBySlug } from "~/lib/content.server";
import type { Route } from "./+types/program";

type ProgramPage = Awaited<ReturnType<typeof loadProgram>>;

async function loadProgram(context: Route.LoaderArgs["context"], slug: string) {
  const program = getProgramBySlug(await context.services.publicContent.current(), slug);
  if (!program) return { program: null };
  const primary = program.images.find((image) => image.isPrimary) ?? program.images[0] ?? null;
  const primaryKey = primary ? imageStorageKey(primary) : null;
  return {
    program: {
      id: program.id,
      name: program.name,
      slug: program.slug,
      tagline: program.tagline,
      duration: program.duration,
      targetAudience: program.targetAudience,
      description: program.description,
      features: parseProgramFeatures(program.features),
      images: program.images.map(({ url, storageKey, alt, width, height }) => ({
        url,
        storageKey,
        alt,
        width,
        height,
      })),
      shareImage: primary
        ? {
            url: primaryKey ? imageVariantUrl(primaryKey, 1200) : primary.url,
            alt: primary.alt,
            width: primaryKey && primary.width ? Math.min(1200, primary.width) : primary.width,
            height:
              primaryKey && primary.width && primary.height && primary.width > 1200
                ? Math.round((primary.height * 1200) / primary.width)
                : primary.height,
          }
        : null,
    },
  };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await loadProgram(context, params.slug);
  // A slug that names no program is a real 404 for crawlers, with the page's own "Program not found".
  return data(page, { status: page.program ? 200 : 404 });
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const program = loaderData?.program;
  if (!program)
    return publicMeta(matches, {
      title: "Program not found",
      description: "This program does not exist or is no longer offered.",
      path: `/programs/${params.slug}`,
      noindex: true,
    });
  return publicMeta(matches, {
    title: program.name,
    description: `${program.tagline ? `${program.tagline}. ` : ""}${program.description}`.slice(0, 300),
    path: `/programs/${program.slug}`,
    image: program.shareImage,
    type: "article",
  });
}

export default function ProgramRoute({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  return (
    <div className="px-6 pt-10 pb-24 sm:pt-14 sm:pb-32">
      <div className="mx-auto max-w-7xl">
        <Link
          to="/programs"
          className="inline-flex items-center gap-3 text-[0.7rem] tracking-[0.3em] text-mist uppercase transition-colors hover:text-brass-strong"
        >
          <ArrowLeft aria-hidden className="size-3.5" /> Back to Programs
        </Link>
        {program ? <ProgramDetails program={program} /> : <ProgramNotFound />}
      </div>
    </div>
  );
}

function ProgramNotFound() {
  return (
    <section className="flex flex-col items-center gap-7 py-32 text-center">
      <p aria-hidden className="font-display text-6xl text-brass">
        —
      </p>
      <h1 className="font-display text-4xl tracking-[0.1em] sm:text-5xl">Program not found</h1>
      <p className="max-w-md leading-relaxed text-mist">
        This program does not exist or is no longer offered. Our current programs are all listed on one page.
      </p>
      <Link to="/programs" className={buttonVariants({ variant: "outline" })}>
        View All Programs
      </Link>
    </section>
  );
}

function ProgramDetails({ program }: { program: NonNullable<ProgramPage["program"]> }) {
  const applyHref = `/apply?program=${encodeURIComponent(program.id)}&programName=${encodeURIComponent(program.name)}`;
  return (
    <article className="mt-10 sm:mt-14">
      <header className="max-w-4xl">
        <Eyebrow>Private Program</Eyebrow>
        <h1 className="mt-6 font-display text-5xl leading-[1.05] tracking-[0.04em] sm:text-6xl lg:text-7xl">
          {program.name}
        </h1>
        {program.tagline ? (
          <p className="mt-6 font-display text-2xl leading-snug text-brass-strong italic sm:text-3xl">
            {program.tagline}
          </p>
        ) : null}
      </header>

      <div className="mt-14 grid gap-14 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          {program.images.length > 0 ? (
            <ImageCarousel images={program.images} label={`${program.name} images`} />
          ) : (
            <div aria-hidden className="aspect-[16/10] border border-line bg-graphite" />
          )}
        </div>

        <div className="flex flex-col gap-10 lg:col-span-5">
          <p className="text-lg leading-relaxed text-ivory/90">{program.description}</p>
          <dl className="grid grid-cols-1 border-y border-line sm:grid-cols-2">
            <div className="py-6 sm:pr-6">
              <dt className="text-[0.7rem] tracking-[0.3em] text-mist uppercase">Duration</dt>
              <dd className="mt-3 font-display text-2xl">{program.duration}</dd>
            </div>
            {program.targetAudience ? (
              <div className="border-t border-line py-6 sm:border-t-0 sm:border-l sm:pl-6">
                <dt className="text-[0.7rem] tracking-[0.3em] text-mist uppercase">Target Audience</dt>
                <dd className="mt-3 leading-relaxed">{program.targetAudience}</dd>
              </div>
            ) : null}
          </dl>
          <div>
            <Link to={applyHref} className={buttonVariants({ size: "lg" })}>
              Apply for This Program
            </Link>
          </div>
          {program.features.length > 0 ? <FeatureRotator features={program.features} /> : null}
        </div>
      </div>
    </article>
  );
}
