import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { X } from "~/components/ui/icons";

/** A modal dialog in the admin's dark shell; Escape and the close button dismiss it. */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogPrimitive.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto border border-line bg-charcoal p-6 shadow-2xl"
          {...(props.description ? {} : { "aria-describedby": undefined })}
        >
          <DialogPrimitive.Title className="font-display text-2xl tracking-[0.08em]">
            {props.title}
          </DialogPrimitive.Title>
          {props.description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-mist">
              {props.description}
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-6">{props.children}</div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 p-1 text-mist hover:text-ivory"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
