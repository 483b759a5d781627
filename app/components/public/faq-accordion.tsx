import { Plus } from "~/components/ui/icons";
import type { PublicFaq } from "~/lib/content.server";

/**
 * The FAQs as an accordion (SPEC 2): one item open at a time, clicking the open item closes it, the
 * answer area at most 96 units high (scrolling beyond). Built on <details name>: keyboard, screen
 * readers and the "one open" rule come from the browser and work without any script;
 * ./client/faq-accordion.ts enforces the rule in browsers without exclusive <details>.
 */
export function FaqAccordion({ faqs }: { faqs: readonly PublicFaq[] }) {
  return (
    <div
      className="divide-y divide-line border-y border-line"
      data-testid="faq-accordion"
      data-enhance="faq-accordion"
    >
      {faqs.map((faq) => (
        <details key={faq.id} name="faq" className="faq-item group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-7 text-left transition-colors hover:text-brass-strong">
            <span className="font-display text-xl leading-snug tracking-[0.02em] sm:text-2xl">
              {faq.question}
            </span>
            <Plus
              aria-hidden
              className="mt-1.5 size-5 shrink-0 text-brass transition-transform duration-300 group-open:rotate-45"
            />
          </summary>
          <div className="max-h-96 overflow-y-auto pr-10 pb-8" data-testid="faq-answer">
            <p className="leading-relaxed whitespace-pre-line text-mist">{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
