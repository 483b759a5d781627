import type { ReactNode } from "react";
import { Toasts } from "~/components/ui/toasts";

/**
 * The quiet centred card the login, sign-up and reset screens share. It is the page's main landmark,
 * unless the page sits in a layout that has one (`inMain`: the reset page inside the public shell).
 */
export function AuthCard({
  title,
  subtitle,
  inMain = false,
  children,
}: {
  title: string;
  subtitle?: string;
  inMain?: boolean;
  children: ReactNode;
}) {
  const Landmark = inMain ? "div" : "main";
  return (
    <Landmark className="flex min-h-dvh items-center justify-center bg-ink px-4 py-16">
      <div className="w-full max-w-md border border-line bg-charcoal p-8 shadow-2xl sm:p-10">
        <h1 className="font-display text-3xl tracking-[0.12em] uppercase">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-mist">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
      <Toasts />
    </Landmark>
  );
}
