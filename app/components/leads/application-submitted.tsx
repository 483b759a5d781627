import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** SPEC section 2: the confirmation after a successful application, with the 48-hour promise. */
export function ApplicationSubmitted() {
  return (
    <section
      className="mx-auto max-w-2xl border border-line bg-charcoal px-8 py-16 text-center sm:px-14"
      data-application-submitted
    >
      <p className="text-xs tracking-[0.4em] text-brass uppercase">Confidential</p>
      <h1
        tabIndex={-1}
        className="mt-6 font-display text-4xl tracking-[var(--tracking-display)] focus:outline-none sm:text-5xl"
      >
        APPLICATION SUBMITTED
      </h1>
      <div aria-hidden className="mx-auto my-8 h-px w-16 bg-brass/60" />
      <p className="text-lg leading-relaxed text-ivory/90">
        Thank you. Your application has been received and is held in strict confidence.
      </p>
      <p className="mt-4 leading-relaxed text-mist">
        A member of our team will contact you within 48 hours to arrange your private consultation.
      </p>
      <Link to="/apply" className={buttonVariants({ variant: "outline", className: "mt-12" })}>
        Submit Another Application
      </Link>
    </section>
  );
}
