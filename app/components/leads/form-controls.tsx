// The application form's sections.
import type { ReactNode } from "react";

/** One of the form's four sections. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-8">
      <legend className="float-left mb-6 w-full font-display text-2xl tracking-[0.12em] text-ivory uppercase">
        {title}
      </legend>
      <div className="clear-both grid gap-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
