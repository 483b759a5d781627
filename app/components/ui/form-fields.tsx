// Labelled select and multi-line fields, styled like `Field` (field.tsx), with their error beside them.

import type { ComponentProps, ReactNode } from "react";
import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/kit/cn";

const control =
  "w-full border border-line bg-charcoal px-3 text-ivory placeholder:text-mist/60 focus:border-brass focus:outline-none aria-invalid:border-danger";

function Labelled({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <label htmlFor={id} className="block text-xs uppercase tracking-[0.18em] text-mist">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-mist/80">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  placeholder,
  options,
  className,
  ...select
}: ComponentProps<"select"> & {
  label: string;
  name: string;
  error?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = select.id ?? `field-${name}`;
  return (
    <Labelled id={id} label={label} error={error} className={className}>
      <div className="relative">
        <select
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            control,
            "h-11 appearance-none pr-10 [&_option]:text-ivory",
            placeholder !== undefined && !(select.value ?? select.defaultValue) && "text-mist/70",
          )}
          {...select}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-mist"
        />
      </div>
    </Labelled>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  ...textarea
}: ComponentProps<"textarea"> & { label: string; name: string; error?: string; hint?: ReactNode }) {
  const id = textarea.id ?? `field-${name}`;
  return (
    <Labelled id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "min-h-28 py-2.5 leading-relaxed")}
        {...textarea}
      />
    </Labelled>
  );
}
