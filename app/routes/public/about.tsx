import { CallToAction } from "~/components/public/call-to-action";
import { PageHeader } from "~/components/public/page-header";
import { Band, Eyebrow, SectionHeading } from "~/components/public/section";
import { publicMeta } from "~/components/public/seo";
import { TestimonialsSection } from "~/components/public/testimonials-section";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return publicMeta(matches, {
    title: "About Us",
    description:
      "An invite-only personal defence and readiness consultancy for executives, entrepreneurs, private families and sovereign individuals.",
    path: "/about",
  });
}

const clients = [
  {
    name: "Executives",
    text: "Leaders whose visibility brings exposure, and whose time demands instruction that fits around the board and the diary.",
  },
  {
    name: "Entrepreneurs",
    text: "Founders and investors who travel widely and want calm, practical readiness wherever business takes them.",
  },
  {
    name: "Private Families",
    text: "Households that want one shared, rehearsed plan, taught gently to every generation and to trusted staff.",
  },
  {
    name: "Sovereign Individuals",
    text: "People who prefer to rely on their own judgement and skill, and who value privacy above everything else.",
  },
];

export default function About() {
  return (
    <>
      <PageHeader eyebrow="Who We Are" title="About Us">
        <p>
          We are a private consultancy teaching personal defence and readiness to a small number of clients
          each season. We accept new clients by referral, and we measure success by what never happens.
        </p>
      </PageHeader>

      <Band labelledBy="approach-heading">
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Eyebrow>Our Approach</Eyebrow>
            <h2 id="approach-heading" className="mt-6 font-display text-4xl leading-tight tracking-[0.06em]">
              Quiet competence, taught in private
            </h2>
          </div>
          <div className="space-y-6 text-lg leading-relaxed text-mist lg:col-span-8">
            <p>
              Our instructors come from protective services, elite training and crisis management. What they
              share is temperament: patient, precise and entirely discreet. Each client works with the same
              senior instructor from first consultation to final debrief.
            </p>
            <p>
              Programs are shaped around a private assessment of your routines, your travel and the people you
              care for. Sessions take place where you are, on your schedule, and nothing about your engagement
              is ever shared.
            </p>
          </div>
        </div>
      </Band>

      <Band labelledBy="clients-heading" tone="shaded">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="clients-heading" title="Our Clients">
            We serve a deliberately small circle, so that every client receives our full attention.
          </SectionHeading>
          <ul className="mt-16 grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-4">
            {clients.map((client) => (
              <li key={client.name} className="flex flex-col gap-4 bg-ink p-8 lg:p-10">
                <h3 className="font-display text-2xl tracking-[0.04em]">{client.name}</h3>
                <p className="text-sm leading-relaxed text-mist">{client.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Band>

      <TestimonialsSection />

      <CallToAction
        heading="By Private Referral"
        text="If you have been referred to us, or believe we may be able to help, request access and we will contact you within 48 hours."
        label="REQUEST ACCESS"
      />
    </>
  );
}
