import type { ReactNode } from "react";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { Button } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";

/** An admin screen's title, its one-line subtitle, its other buttons (Export) and its Add button, when the screen has them. */
export function AdminPageHeader(
  props: { title: string; subtitle?: string; actions?: ReactNode } & (
    | { addLabel: string; onAdd: () => void }
    | { addLabel?: never; onAdd?: never }
  ),
) {
  return (
    <AreaPageHeader title={props.title} subtitle={props.subtitle}>
      {props.actions || props.addLabel ? (
        <div className="flex flex-wrap items-center gap-3">
          {props.actions}
          {props.addLabel ? (
            <Button type="button" onClick={props.onAdd}>
              <Plus aria-hidden className="size-4" /> {props.addLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </AreaPageHeader>
  );
}
