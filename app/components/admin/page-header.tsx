import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";

/** An admin screen's title, one-line subtitle and its Add button. */
export function AdminPageHeader(props: {
  title: string;
  subtitle: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl tracking-[0.12em] uppercase">{props.title}</h1>
        <p className="mt-1 text-sm text-mist">{props.subtitle}</p>
      </div>
      <Button type="button" onClick={props.onAdd}>
        <Plus aria-hidden className="size-4" /> {props.addLabel}
      </Button>
    </div>
  );
}
