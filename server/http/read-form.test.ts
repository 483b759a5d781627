// The shared form reader every action uses: what a hostile or broken body gets instead of a 500.
import { describe, expect, it } from "vitest";
import { DomainError } from "#server/errors/domain-error.ts";
import { formFields, readForm } from "./read-form.ts";

const MB = 1024 * 1024;
const url = "http://localhost:3000/admin/faqs";

const post = (body: BodyInit, contentType?: string) =>
  new Request(url, {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** A multipart body with one file of `size` bytes, produced chunk by chunk as it is read. */
function streamedUpload(size: number, counter: { sent: number }) {
  const boundary = "----sd-test-boundary";
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nimages-upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let remaining = size;
  let stage: "head" | "file" | "tail" | "done" = "head";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const send = (bytes: Uint8Array) => {
        counter.sent += bytes.byteLength;
        controller.enqueue(bytes);
      };
      if (stage === "head") {
        send(head);
        stage = "file";
      } else if (stage === "file") {
        const piece = remaining >= chunk.byteLength ? chunk : chunk.subarray(0, remaining);
        remaining -= piece.byteLength;
        send(piece);
        if (remaining === 0) stage = "tail";
      } else if (stage === "tail") {
        send(tail);
        stage = "done";
      } else controller.close();
    },
  });
  const total = head.byteLength + size + tail.byteLength;
  return {
    request: new Request("http://localhost:3000/admin/programs", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      // @ts-expect-error: Node's fetch needs `duplex` for a streamed body; the DOM typings lack it
      duplex: "half",
    }),
    total,
  };
}

describe("readForm", () => {
  it("reads an url-encoded form and strips control characters from every value", async () => {
    const form = await readForm(
      post(
        new URLSearchParams({ question: "Parking\u0000?", answer: "Line one\vline two\tend\u007f" }),
        "application/x-www-form-urlencoded",
      ),
    );
    expect(formFields(form)).toEqual({ question: "Parking?", answer: "Line one\nline two\tend" });
  });

  it("refuses a body that is not a form with 415 and a message, whatever it holds", async () => {
    for (const [body, type] of [
      ["question=hello", "text/plain"],
      ['{"question":"hello"}', "application/json"],
      ["question=hello", undefined],
    ] as const) {
      const error = await refusal(readForm(post(body, type)));
      expect(error.status).toBe(415);
      expect(error.message).toBe("This request could not be read: it was not sent by one of our forms.");
    }
  });

  it("refuses a broken multipart body with 400", async () => {
    const truncated = '--b\r\nContent-Disposition: form-data; name="question"\r\n\r\nhalf a fie';
    for (const [body, type] of [
      [truncated, "multipart/form-data; boundary=b"],
      ["no boundary here", "multipart/form-data"],
    ] as const) {
      const error = await refusal(readForm(post(body, type)));
      expect(error.status).toBe(400);
      expect(error.message).toBe("This form could not be read. Please try again.");
    }
  });

  it("refuses a file sent to a form that takes none", async () => {
    const form = new FormData();
    form.append("question", "hello");
    form.append("file", new File(["x"], "x.txt", { type: "text/plain" }));
    const error = await refusal(readForm(new Request(url, { method: "POST", body: form })));
    expect(error.status).toBe(400);
  });

  it("keeps uploads within their limits, naming the limit when one is passed", async () => {
    const form = new FormData();
    form.append("intent", "images-upload");
    for (let i = 0; i < 3; i++) form.append("images", new File([new Uint8Array(1000)], `${i}.png`));
    const request = () => new Request(url, { method: "POST", body: form });
    const read = await readForm(request(), { maxFiles: 3, maxFileSize: 5 * MB });
    expect(read.getAll("images")).toHaveLength(3);
    const tooMany = await refusal(readForm(request(), { maxFiles: 2, maxFileSize: 5 * MB }));
    expect([tooMany.status, tooMany.message]).toEqual([413, "Maximum 2 files allowed"]);
  });

  it("refuses a 50 MB file with the spec's message and still reads the sender's body to its end", async () => {
    const counter = { sent: 0 };
    const { request, total } = streamedUpload(50 * MB, counter);
    const error = await refusal(readForm(request, { maxFiles: 10, maxFileSize: 5 * MB }));
    expect([error.status, error.message]).toEqual([413, "File size too large. Maximum size: 5 MB"]);
    // Drained, not cancelled: the client finishes sending and then reads our answer.
    expect(counter.sent).toBe(total);
  });
});
