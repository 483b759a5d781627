import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/kit/cn";

/** An icon-only button: the label is its accessible name (Edit, Delete, Move up...). */
export function IconButton({
  label,
  danger,
  className,
  children,
  ...button
}: Omit<ComponentProps<"button">, "aria-label"> & { label: string; danger?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        "inline-flex size-8 items-center justify-center text-mist hover:text-ivory disabled:opacity-30",
        danger && "hover:text-danger",
        className,
      )}
      {...button}
    >
      {children}
    </button>
  );
}
