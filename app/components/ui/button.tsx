import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/kit/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap text-xs font-medium uppercase tracking-[0.2em] transition-colors disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        primary: "bg-brass text-ink hover:bg-brass-strong",
        outline: "border border-brass/70 text-ivory hover:bg-brass hover:text-ink",
        ghost: "text-mist hover:text-ivory",
        danger: "bg-danger text-ink hover:opacity-90",
      },
      size: {
        md: "h-11 px-6",
        lg: "h-13 px-9",
        sm: "h-9 px-4",
        icon: "size-9 tracking-normal",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
