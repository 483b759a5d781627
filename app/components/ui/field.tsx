import type { ComponentProps } from "react";
import { cn } from "~/kit/cn";

/** A labelled input with its error message beside it, wired for screen readers. */
export function Field({
  label,
  name,
  error,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; name: string; error?: string }) {
  const id = input.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={cn("space-y-2", className)}>
      <label htmlFor={id} className="block text-xs uppercase tracking-[0.18em] text-mist">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-11 w-full border border-line bg-charcoal px-3 text-ivory placeholder:text-mist/60 focus:border-brass focus:outline-none aria-invalid:border-danger"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "success";
  children: React.ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "border px-4 py-3 text-sm",
        tone === "error" ? "border-danger/50 text-danger" : "border-success/50 text-success",
      )}
    >
      {children}
    </div>
  );
}
