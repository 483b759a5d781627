/**
 * A new Request with the same method, headers and abort signal as `request`, and with the body given
 * (or the request's own while nobody has read it). Wrapping with `new Request(request, ...)` throws once
 * the body has been handed on, and Node's fetch needs `duplex: "half"` for a streamed body: both are
 * handled here, once.
 */
export function rebuildRequest(
  request: Request,
  changes: { url?: string; headers?: Headers; body?: ReadableStream<Uint8Array> | null } = {},
): Request {
  const body =
    changes.body !== undefined ? changes.body : request.body && !request.bodyUsed ? request.body : null;
  return new Request(changes.url ?? request.url, {
    method: request.method,
    headers: changes.headers ?? request.headers,
    signal: request.signal,
    ...(body ? { body, duplex: "half" } : {}),
  } as RequestInit);
}
