// Route actions called the way React Router calls them, with the request the HTTP app hands on: a
// same-origin form post carrying the client address in the internal header the app sets.
import { CLIENT_IP_HEADER } from "#server/auth/better-auth/auth.ts";
import type { LoadContext } from "#server/load-context.ts";
import type { Services } from "#server/services.ts";
import { browserRequest } from "./http.ts";

export type ActionAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each action answers its own shape
  data: any;
  location: string | null;
  headers: Headers;
};

// biome-ignore lint/suspicious/noExplicitAny: actions are called the way React Router calls them
type AnyAction = (args: any) => unknown;

export function formPost(
  path: string,
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string } = {},
): Request {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  headers.set(CLIENT_IP_HEADER, options.ip ?? "127.0.0.1");
  return browserRequest(path, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    cookie: options.cookie,
  });
}

/** Runs an action and reads its answer whether it returned data(), a Response or a plain object. */
export async function runAction(
  action: AnyAction,
  services: Services,
  request: Request,
  params: Record<string, string> = {},
): Promise<ActionAnswer> {
  const context: LoadContext = {
    services,
    nonce: "n",
    requestId: "r",
    clientIp: request.headers.get(CLIENT_IP_HEADER) ?? "unknown",
  };
  let result: unknown;
  try {
    result = await action({ request, context, params });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      data: null,
      location: result.headers.get("location"),
      headers: result.headers,
    };
  }
  const init = (result as { init?: ResponseInit | null })?.init;
  const isDataWithInit = (result as { type?: string })?.type === "DataWithResponseInit";
  return {
    status: isDataWithInit ? (init?.status ?? 200) : 200,
    data: isDataWithInit ? (result as { data: unknown }).data : result,
    location: null,
    headers: new Headers(isDataWithInit ? (init?.headers ?? undefined) : undefined),
  };
}
