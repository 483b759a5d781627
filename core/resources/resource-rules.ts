// What a private resource may be (docs/resources.md): its kinds and categories, and the files each kind
// takes, by extension and by what the bytes really are, with a size limit per kind. The browser checks
// the name and size first; the server checks the same and the content itself.
export const resourceCategories = ["briefing", "drill", "plan", "other"] as const;
export type ResourceCategory = (typeof resourceCategories)[number];
export const resourceCategoryLabels: Record<ResourceCategory, string> = {
  briefing: "Briefing",
  drill: "Drill",
  plan: "Plan",
  other: "Other",
};

/** A file (document, image, video) or a link with notes. */
export const resourceKinds = ["document", "image", "video", "link"] as const;
export type ResourceKind = (typeof resourceKinds)[number];
export type FileKind = Exclude<ResourceKind, "link">;
export const resourceKindLabels: Record<ResourceKind, string> = {
  document: "Document",
  image: "Image",
  video: "Video",
  link: "Link",
};

const MB = 1024 * 1024;

/**
 * Each file kind's extensions with the type a download is sent as, and its size limit. Images are
 * re-encoded to WebP as program images are; the largest video fits the back office's upload body limit.
 */
export const resourceFileRules: Record<FileKind, { types: Record<string, string>; maxMb: number }> = {
  document: {
    types: {
      pdf: "application/pdf",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      odt: "application/vnd.oasis.opendocument.text",
      txt: "text/plain; charset=utf-8",
    },
    maxMb: 20,
  },
  image: { types: { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp" }, maxMb: 5 },
  video: { types: { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm" }, maxMb: 50 },
};

export const maxBytesOf = (kind: FileKind) => resourceFileRules[kind].maxMb * MB;
/** The largest file any kind takes: what the form's body limit must let through. */
export const RESOURCE_MAX_FILE_BYTES = Math.max(
  ...Object.values(resourceFileRules).map((rule) => rule.maxMb * MB),
);

export const extensionOf = (name: string) =>
  name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";

/** The file kind an upload is by its name (a message's attachment may be any of them), or null. */
export function fileKindOf(name: string): FileKind | null {
  const extension = extensionOf(name);
  const kinds = Object.keys(resourceFileRules) as FileKind[];
  return kinds.find((kind) => extension in resourceFileRules[kind].types) ?? null;
}

/** Every extension a file of any kind may have, for a file picker's `accept`. */
export const anyFileAccept = Object.values(resourceFileRules)
  .flatMap((rule) => Object.keys(rule.types).map((ext) => `.${ext}`))
  .join(",");

/** The hint beside the file picker, written from the rules. */
export const resourceLimitsText = (Object.keys(resourceFileRules) as FileKind[])
  .map(
    (kind) =>
      `${resourceKindLabels[kind]}: ${Object.keys(resourceFileRules[kind].types).join(", ")} up to ${resourceFileRules[kind].maxMb} MB`,
  )
  .join("; ");

export const fileMessages = {
  invalidType: (kind: FileKind) =>
    `Invalid file type for a ${kind}. Allowed types: ${Object.keys(resourceFileRules[kind].types).join(", ")}`,
  tooLarge: (kind: FileKind) =>
    `File size too large. Maximum size for a ${kind}: ${resourceFileRules[kind].maxMb} MB`,
};

/** The checks that need only the name and size: the problem's text, or null. */
export function checkResourceFile(kind: FileKind, file: { name: string; size: number }): string | null {
  const rule = resourceFileRules[kind];
  if (!(extensionOf(file.name) in rule.types)) return fileMessages.invalidType(kind);
  if (file.size > rule.maxMb * MB) return fileMessages.tooLarge(kind);
  return null;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Whether the bytes are what the extension says (a renamed file is refused). Office files are ZIP
 * containers; plain text holds no NUL byte. Images are checked by the image encoder itself.
 */
export function contentMatches(extension: string, bytes: Uint8Array): boolean {
  switch (extension) {
    case "pdf":
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case "docx":
    case "xlsx":
    case "pptx":
    case "odt":
      return startsWith(bytes, ZIP);
    case "txt":
      return !bytes.subarray(0, 64 * 1024).includes(0);
    case "mp4":
    case "mov":
      return startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4); // "ftyp" box
    case "webm":
      return startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]); // EBML
    default:
      return false;
  }
}

/** A link resource's address: http or https only (no javascript:, data: or file:). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Who opened it out of who may: "opened by 3 of 5". */
export const openedByText = (opened: number, audience: number) => `opened by ${opened} of ${audience}`;

/** The Resources list's Opened cell: a link is not opened through us, so it has no count. */
export const openedCell = (kind: string, opened: number, audience: number) =>
  kind === "link" ? "\u2014" : openedByText(opened, audience);

/** A resource's state on the Resources list and in its export. */
export const resourceStatusLabel = (unpublishedAt: Date | null) =>
  unpublishedAt === null ? "Published" : "Unpublished";

/** Where a resource went: its program, its member, or both. */
export const sharedWithText = (programName: string | null, memberEmail: string | null) =>
  [programName, memberEmail].filter(Boolean).join(" · ");
