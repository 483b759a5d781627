import { Plus } from "lucide-react";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { Button } from "~/components/ui/button";

/** An admin screen's title, its one-line subtitle and its Add button, when the screen has them. */
export function AdminPageHeader(
  props: { title: string; subtitle?: string } & (
    | { addLabel: string; onAdd: () => void }
    | { addLabel?: never; onAdd?: never }
  ),
) {
  return (
    <AreaPageHeader title={props.title} subtitle={props.subtitle}>
      {props.addLabel ? (
        <Button type="button" onClick={props.onAdd}>
          <Plus aria-hidden className="size-4" /> {props.addLabel}
        </Button>
      ) : null}
    </AreaPageHeader>
  );
}
