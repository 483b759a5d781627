// A checkbox with its label beside it, as the settings forms show one.
import type { ComponentProps, ReactNode } from "react";

export function CheckboxField({
  label,
  ...input
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" {...input} className="mt-1 size-4 accent-brass" />
      <span>{label}</span>
    </label>
  );
}
