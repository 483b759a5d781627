import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { listPrograms } from "~/lib/programs.server";
import { intakeMonth, site } from "../../../core/site.ts";
import { testimonials } from "../../../core/testimonials.ts";
import type { Route } from "./+types/home";

export function meta({ data }: Route.MetaArgs) {
  const name = data?.siteName ?? site.name;
  return [
    { title: `${name} | Private Defence Consultancy` },
    {
      name: "description",
      content: `${site.tagline}. ${site.slogan} Private consultation by referral only.`,
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return {
    siteName: context.services.config.siteName,
    programs: await listPrograms(context.services.db),
    intakeMonth: intakeMonth(),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { programs, intakeMonth: month } = loaderData;
  return (
    <>
      <section className="relative flex min-h-[calc(100dvh-4.5rem)] items-center justify-center overflow-hidden px-6 text-center">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(196,162,105,0.16),transparent_60%),radial-gradient(ellipse_at_bottom,rgba(255,255,255,0.04),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-4xl space-y-8">
          <p className="text-xs tracking-[0.4em] text-brass uppercase">Private Defence &amp; Readiness</p>
          <h1 className="font-display text-5xl leading-tight tracking-[0.08em] uppercase sm:text-7xl">
            The Art of Personal Sovereignty
          </h1>
          <p className="font-display text-2xl text-ivory/90 italic sm:text-3xl">{site.tagline}</p>
          <p className="text-sm tracking-[0.3em] text-mist uppercase">{site.slogan}</p>
          <div className="pt-4">
            <Link to="/apply" className={buttonVariants({ size: "lg" })}>
              Book Private Consultation
            </Link>
          </div>
          <p className="text-xs leading-relaxed tracking-[0.16em] text-mist uppercase">
            Now accepting applications for {month}. Numbers are strictly limited.
            <br />
            Access by private referral only.
          </p>
        </div>
      </section>

      <section aria-labelledby="programs-heading" className="mx-auto max-w-7xl px-6 py-24">
        <h2
          id="programs-heading"
          className="text-center font-display text-4xl tracking-[var(--tracking-display)] uppercase"
        >
          Elite Programs
        </h2>
        <ul className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {programs.map((program, index) => (
            <li key={program.id} className="group border border-line bg-charcoal">
              {program.image ? (
                <img
                  src={program.image.url}
                  alt={program.image.alt}
                  width={program.image.width ?? 1600}
                  height={program.image.height ?? 1000}
                  loading={index < 3 ? "eager" : "lazy"}
                  className="aspect-[16/10] w-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
                />
              ) : null}
              <div className="space-y-3 p-6">
                <h3 className="font-display text-2xl tracking-[0.06em]">{program.name}</h3>
                {program.tagline ? <p className="text-sm text-brass">{program.tagline}</p> : null}
                <p className="line-clamp-3 text-sm leading-relaxed text-mist">{program.description}</p>
                <p className="text-xs tracking-[0.2em] text-ivory/70 uppercase">{program.duration}</p>
              </div>
            </li>
          ))}
        </ul>
        {programs.length === 0 ? (
          <p className="mt-10 text-center text-mist">
            Our programs are being prepared. Please check back soon.
          </p>
        ) : null}
        <div className="mt-14 text-center">
          <Link to="/programs" className={buttonVariants({ variant: "outline" })}>
            View All Programs
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="testimonials-heading"
        className="border-t border-line bg-charcoal/60 px-6 py-24"
      >
        <h2
          id="testimonials-heading"
          className="text-center font-display text-4xl tracking-[var(--tracking-display)] uppercase"
        >
          What Our Clients Say
        </h2>
        <ul className="mx-auto mt-14 grid max-w-5xl gap-8 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={t.id}>
              <figure className="h-full border border-line bg-ink p-8">
                <blockquote className="font-display text-xl leading-relaxed italic">“{t.content}”</blockquote>
                <figcaption className="mt-6 text-xs tracking-[0.2em] text-mist uppercase">
                  {t.author} · {t.title}
                  {t.location ? ` · ${t.location}` : ""}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
