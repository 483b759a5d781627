import { faqPageJsonLd } from "#core/content/public-content/seo.ts";
import { CallToAction } from "~/components/public/call-to-action";
import { FaqAccordion } from "~/components/public/faq-accordion";
import { PageHeader } from "~/components/public/page-header";
import { publicMeta } from "~/components/public/seo";
import { listActiveFaqs } from "~/lib/content.server";
import type { Route } from "./+types/faqs";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const faqs = loaderData && Array.isArray(loaderData.faqs) ? loaderData.faqs : [];
  return publicMeta(
    matches,
    {
      title: "FAQs",
      description:
        "Answers to common questions about applying, confidentiality, where training takes place and how our private defence programs work.",
      path: "/faqs",
    },
    faqs.length > 0 ? [{ "script:ld+json": faqPageJsonLd(faqs) }] : [],
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  return { faqs: listActiveFaqs(await context.services.publicContent.current()) };
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="FAQs" title="Frequently Asked Questions">
        <p>What prospective clients most often ask us before their first consultation.</p>
      </PageHeader>
      <section aria-label="Questions and answers" className="px-6 pb-24 sm:pb-32">
        <div className="mx-auto max-w-3xl">
          {loaderData.faqs.length > 0 ? (
            <FaqAccordion faqs={loaderData.faqs} />
          ) : (
            <p className="py-16 text-center text-mist">No questions have been published yet.</p>
          )}
        </div>
      </section>
      <CallToAction
        heading="READY TO BEGIN?"
        text="Apply for a private consultation. Every application is read in person and answered within 48 hours."
        label="Book Private Consultation"
      />
    </>
  );
}
