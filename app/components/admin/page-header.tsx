import { Plus } from "lucide-react";
import { AreaPageHeader } from "~/components/area-page-header";
import { Button } from "~/components/ui/button";

/** An admin screen's title, one-line subtitle and its Add button. */
export function AdminPageHeader(props: {
  title: string;
  subtitle: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <AreaPageHeader title={props.title} subtitle={props.subtitle}>
      <Button type="button" onClick={props.onAdd}>
        <Plus aria-hidden className="size-4" /> {props.addLabel}
      </Button>
    </AreaPageHeader>
  );
}
