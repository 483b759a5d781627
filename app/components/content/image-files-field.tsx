import {
  PROGRAM_IMAGE_TYPES,
  programImageLimitsText,
} from "#core/content/program-images/image-upload-rules.ts";

/** A program's image picker (several files at once, the accepted types), its label ending with the limits. */
export function ImageFilesField({ label, className }: { label: string; className: "block" | "flex-1" }) {
  return (
    <label className={`${className} text-xs tracking-[0.18em] text-mist uppercase`}>
      {`${label} (${programImageLimitsText})`}
      <input
        type="file"
        name="images"
        multiple
        accept={PROGRAM_IMAGE_TYPES.map((t) => `.${t}`).join(",")}
        className="mt-2 block w-full text-sm tracking-normal text-ivory normal-case file:mr-3 file:border file:border-line file:bg-graphite file:px-3 file:py-1.5 file:text-ivory"
      />
    </label>
  );
}

/** The files chosen in a form's image picker. */
export function chosenImages(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem("images") as HTMLInputElement | null;
  return Array.from(input?.files ?? []);
}
