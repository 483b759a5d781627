import { useEffect, useRef, useState } from "react";
import { checkImagesToAdd } from "#core/content/program-images/image-upload-rules.ts";
import { imageMessages } from "#core/content/program-images/program-image-messages.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { Button } from "~/components/ui/button";
import { IconButton } from "~/components/ui/icon-button";
import { Star } from "~/components/ui/icons";
import { DeleteButton, MoveButtons } from "~/components/ui/row-actions";
import { useFetcher } from "~/kit/fetcher";
import { imageIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import { useResultToast } from "~/kit/result-toast";
import { useRowPost } from "~/kit/row-post";
import type { listProgramImagesForAdmin } from "~/lib/content.server";
import { chosenImages, ImageFilesField } from "./image-files-field";

export type AdminImage = Loaded<typeof listProgramImagesForAdmin>[number];

function ImageCard({ image, first, last }: { image: AdminImage; first: boolean; last: boolean }) {
  // One fetcher for the alt text and the buttons: every control waits for whichever answer is due.
  const { fetcher, busy, post } = useRowPost(image.id);
  return (
    <li className="border border-line bg-ink">
      <div className="relative">
        <img
          src={image.imageUrl}
          alt={image.altText}
          width={320}
          height={200}
          className="aspect-[16/10] w-full object-cover"
        />
        {image.isPrimary ? (
          <span className="absolute top-2 left-2 bg-brass px-2 py-0.5 text-[0.65rem] tracking-widest text-ink uppercase">
            Primary
          </span>
        ) : null}
      </div>
      <fetcher.Form method="post" className="flex items-end gap-2 p-3">
        <input type="hidden" name="intent" value={imageIntents.altText} />
        <input type="hidden" name="id" value={image.id} />
        <label className="flex-1 text-[0.65rem] tracking-[0.16em] text-mist uppercase">
          Alt text
          <input
            name="altText"
            defaultValue={image.altText}
            className="mt-1 h-8 w-full border border-line bg-charcoal px-2 text-xs tracking-normal text-ivory normal-case focus:border-brass focus:outline-none"
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          Save
        </Button>
      </fetcher.Form>
      <div className="flex justify-end gap-1 border-t border-line px-2 py-1">
        <MoveButtons
          labels={{ up: "Move image up", down: "Move image down" }}
          disabled={{ up: busy || first, down: busy || last }}
          onMove={(direction) => post(direction === "up" ? imageIntents.moveUp : imageIntents.moveDown)}
        />
        <IconButton
          label="Set as primary image"
          disabled={busy || image.isPrimary}
          onClick={() => post(imageIntents.primary)}
        >
          <Star aria-hidden className="size-4" />
        </IconButton>
        <DeleteButton
          label="Delete image"
          confirm={imageMessages.confirmDelete}
          disabled={busy}
          onDelete={() => post(imageIntents.delete)}
        />
      </div>
    </li>
  );
}

/** Images of one program: upload several, alt text, order, primary, delete. */
export function ProgramImagesManager({ programId, images }: { programId: string; images: AdminImage[] }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const uploading = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <section aria-labelledby="program-images-heading" className="space-y-4">
      <h3 id="program-images-heading" className="text-xs tracking-[0.18em] text-mist uppercase">
        Images
      </h3>
      {images.length === 0 ? (
        <p className="text-sm text-mist">No images yet. The first one added becomes the primary image.</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {images.map((image, i) => (
          <ImageCard key={image.id} image={image} first={i === 0} last={i === images.length - 1} />
        ))}
      </ul>
      <fetcher.Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-3 border border-dashed border-line p-4"
        onSubmit={(event) => {
          const files = chosenImages(event.currentTarget);
          const error = checkImagesToAdd(files);
          setProblem(error);
          if (error) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={imageIntents.upload} />
        <input type="hidden" name="id" value={programId} />
        <ImageFilesField label="Add images" className="flex-1" />
        <Button type="submit" size="sm" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload"}
        </Button>
        {problem ? (
          <p role="alert" className="w-full text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
