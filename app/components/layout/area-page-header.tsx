import type { ReactNode } from "react";

/** An admin or members page's title, one-line subtitle (if any) and, beside them, the page's own buttons. */
export function AreaPageHeader(props: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl tracking-[0.12em] uppercase">{props.title}</h1>
        {props.subtitle ? <p className="mt-1 text-sm text-mist">{props.subtitle}</p> : null}
      </div>
      {props.children}
    </div>
  );
}
