// The one way a route action reads what was posted. Whatever arrives (a body that is not a form, a
// broken multipart, an upload far over its limit, invisible control characters), the action gets
// either clean form data or a DomainError with a status and a message for the person: never a
// TypeError from `request.formData()` answered as a 500, never a NUL byte that PostgreSQL rejects.
import { MaxFileSizeExceededError, MaxFilesExceededError, parseFormData } from "@remix-run/form-data-parser";
import { formMessages } from "#core/forms/form-messages.ts";
import { stripControlCharacters } from "#core/forms/text.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { rebuildRequest } from "./rebuild-request.ts";

export type FormLimits = {
  /** Files accepted in one request (0: a form without uploads). */
  maxFiles?: number;
  /** Bytes per file; a bigger file is refused while it streams in, before it is held in memory. */
  maxFileSize?: number;
};

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const MB = 1024 * 1024;
// Fields of every form we render fit easily; far more is a malformed or hostile body.
const MAX_PARTS = 300;

export async function readForm(request: Request, limits: FormLimits = {}): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    await discardBody(request.body);
    throw new DomainError("unsupported_media_type", formMessages.notAForm);
  }
  const maxFiles = limits.maxFiles ?? 0;
  const maxFileSize = limits.maxFileSize ?? 1 * MB;
  const source = request.body ? detach(request.body) : null;
  const readable = rebuildRequest(request, { body: source?.stream ?? null });
  let form: FormData;
  try {
    form = await parseFormData(readable, { maxFiles, maxFileSize, maxParts: MAX_PARTS });
  } catch (error) {
    // Answer only once the sender has finished sending, or it sees a reset instead of our message.
    await source?.discardRest();
    if (error instanceof MaxFileSizeExceededError)
      throw new DomainError("too_large", formMessages.fileTooLarge(maxFileSize), { cause: error });
    if (error instanceof MaxFilesExceededError && maxFiles > 0)
      throw new DomainError("too_large", formMessages.tooManyFiles(maxFiles), { cause: error });
    // A broken multipart, too many fields, a file where none belongs, a sender that went away.
    throw new DomainError("invalid", formMessages.unreadable, { cause: error });
  }
  const clean = new FormData();
  for (const [key, value] of form) {
    clean.append(
      stripControlCharacters(key),
      typeof value === "string" ? stripControlCharacters(value) : value,
    );
  }
  return clean;
}

/** A form's text fields as an object (the last value wins), the shape every zod schema reads. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/**
 * Hands the parser a stream of its own over the request body: when the parser stops early (a limit),
 * cancelling its stream must not cancel the request's, which would reset the connection; the rest is
 * read and thrown away instead.
 */
function detach(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  return {
    stream,
    async discardRest() {
      try {
        while (!(await reader.read()).done) {}
      } catch {
        // The sender went away: nothing left to wait for.
      }
    },
  };
}

async function discardBody(body: ReadableStream<Uint8Array> | null) {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {}
  } catch {}
}
