// Forms posted as a browser without JavaScript posts them (a document POST, urlencoded or multipart),
// for process tests that drive several servers and a proxy without a page: the same actions, the same
// origin check (Origin = PUBLIC_URL), the same cookies.

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** POSTs `form` to `url` as a document form post from `origin`; redirects are answered, not followed. */
export function postForm(
  url: string,
  form: Record<string, string> | FormData,
  options: { origin: string; cookie?: string },
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      origin: options.origin,
      accept: "text/html",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: form instanceof FormData ? form : new URLSearchParams(form),
    redirect: "manual",
  });
}

/** Signs in through a sign-in page's form (/admin/login or /members/login); answers the session cookie. */
export async function signInThroughForm(
  base: string,
  page: "/admin/login" | "/members/login",
  credentials: { email: string; password: string },
  origin: string,
): Promise<string> {
  const response = await postForm(
    `${base}${page}`,
    { intent: "sign-in", email: credentials.email, password: credentials.password },
    { origin },
  );
  const cookie = cookiesOf(response);
  if (response.status !== 302 || !cookie.includes("session_token")) {
    throw new Error(`signing in at ${base}${page} answered ${response.status} without a session`);
  }
  return cookie;
}

/** The first program the application form offers (its <select>'s first option with a value). */
export async function firstProgramId(base: string): Promise<string> {
  const page = await (await fetch(`${base}/apply`)).text();
  const id = /<option value="([0-9a-f-]{36})"/.exec(page)?.[1];
  if (!id) throw new Error(`${base}/apply offers no program`);
  return id;
}

/** A complete application for `email` (the servers under test run with APPLICATION_MIN_FILL_MS=0). */
export function applicationFor(email: string, programId: string): Record<string, string> {
  return {
    intent: "submit-application",
    title: "Mrs",
    first_name: "Amelia",
    last_name: "Stone",
    date_of_birth: "1990-05-04",
    occupation: "Pilot",
    email,
    phone_number: "+44 20 7946 0000",
    country: "United Kingdom",
    city: "Leeds",
    program_id: programId,
  };
}

/** The page /apply answers once the application is stored: nothing else says this. */
export const APPLICATION_SUBMITTED = "APPLICATION SUBMITTED";
