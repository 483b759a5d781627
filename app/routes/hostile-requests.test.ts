// Every route action, sent what no form of ours sends: a body that is not a form, a broken multipart,
// NUL bytes and other control characters in every field of every intent, ids that are malformed or
// name nothing. Each gets a 4xx with a message (or does its work, with the characters gone), never a
// 500, never SQL on the page, and nothing stored with a control character in it. Through the real app:
// Hono in front of React Router's handler and the route modules as they ship.
//
// The list below is checked against the code: every route module with an `action` in app/routes.ts,
// and every intent each action dispatches, must have a case here, so a new action or intent cannot be
// forgotten.
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { activityFormSchema } from "#core/leads/activity-schema.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import { requestPasswordReset } from "#server/auth/password-reset.ts";
import { signIn } from "#server/auth/sign-in.ts";
import { addProgramImages } from "#server/content/add-program-images.ts";
import { memberEventBookings, programImages } from "#server/db/schema.ts";
import {
  makeConsultation,
  makeFaq,
  makeMember,
  makeProgram,
  makeTrainingEvent,
  uniqueSuffix,
} from "#server/db/seed/factories.ts";
import { bookEvent } from "#server/events/book-event.ts";
import { createActivity } from "#server/leads/create-activity.ts";
import { FORM_TOKEN_COOKIE, issueFormToken } from "#server/leads/form-token.ts";
import { registerForProgram } from "#server/members/register-for-program.ts";
import { approveRegistration } from "#server/members/registration-decision.ts";
import { appUnderTestForSuite } from "#server/testing/app-under-test.ts";
import { browserRequest, cookieFrom, pathOf, TEST_ORIGIN } from "#server/testing/http.ts";
import {
  makeAdminActor,
  makeMemberActor,
  signedInMemberCookie,
  type TestMember,
} from "#server/testing/members.ts";
import { readOutbox } from "#server/testing/test-services.ts";
import * as intentGroups from "~/kit/intents";
import routeConfig from "~/routes";

// Which intents an action dispatches, read from the action itself: the route modules imported by this
// file (not the app under test, which compiles its own) get a dispatchIntent that only records them.
const dispatched = vi.hoisted(() => ({ intents: null as string[] | null }));
vi.mock("~/kit/intent-action.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/kit/intent-action.server")>();
  return {
    ...real,
    dispatchIntent: async (_request: Request, _context: unknown, options: { intents: object }) => {
      dispatched.intents = Object.keys(options.intents);
      return new Response(null, { status: 204 });
    },
  };
});

const OPERATOR = { email: "operator@example.com", password: "operator-password-1" };

let admin: SessionUser;
let member: TestMember;
let memberCookie: string;
let programId: string;
const suite = appUnderTestForSuite({
  env: { APPLICATION_MIN_FILL_MS: "0" },
  prepare: async ({ t }) => {
    admin = await makeAdminActor(t.services);
    member = await makeMemberActor(t.services);
    memberCookie = await signedInMemberCookie(t.services, member);
    programId = (await makeProgram(t.services.db)).id;
  },
});
const services = () => suite.t.services;
const db = () => suite.t.services.db;

/** What a driver or SQL error looks like on a page; none of it may ever be shown. */
const SQL_LEAKS = /invalid input syntax|violates|Failed query|duplicate key|relation "|syntax error at/i;

type Fields = Record<string, string>;

type Case = {
  path: string;
  /** The intent the form posts; none for a form that does one thing. */
  intent?: string;
  /**
   * The query string of the page the form sits on, where a browser posts it: the reset page's link
   * (a page without a live link is never shown; it sends the person to sign in).
   */
  query?: () => Promise<string>;
  /** The session the form is posted with (a fresh one for signing out). */
  cookie?: () => string | Promise<string>;
  /** A valid form for the intent, with the rows it acts on made fresh for each request. */
  form: () => Fields | Promise<Fields>;
  /** The form names a row by `id`: a malformed or unknown one must answer "… not found". */
  takesId?: true;
  /** The form carries an image (sent as multipart). */
  withImage?: true;
};

const asAdmin = () => suite.adminCookie;
const asMember = () => memberCookie;

// Valid forms, one per screen.
const faqForm = {
  question: "Where do we meet?",
  answer: "At the north gate.",
  displayOrder: "1",
  isActive: "on",
};
const programForm = () => ({
  name: `Program ${uniqueSuffix()}`,
  description: "Five days.",
  duration: "5 days",
  displayOrder: "1",
});
const eventForm = {
  title: "Night drive",
  eventType: "training",
  startTime: "2030-01-01T10:00",
  endTime: "2030-01-01T11:00",
};
const consultationForm = () => ({
  title: "Mr",
  firstName: "Amelia",
  lastName: "Stone",
  email: `lead-${uniqueSuffix()}@example.com`,
  phoneNumber: "+44 20 7946 0000",
  programId,
});
const activityForm = { activityType: "cancelled", contactMethod: "phone", subject: "Call back" };
const userForm = () => ({
  email: `user-${uniqueSuffix()}@example.com`,
  firstName: "Ann",
  lastName: "Lee",
  role: "member",
});

// The rows the forms act on.
const faqPair = async () => [await makeFaq(db()), await makeFaq(db())] as const;
const programPair = async () => [await makeProgram(db()), await makeProgram(db())] as const;
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#223344" } })
    .png()
    .toBuffer();
async function twoImages(): Promise<[string, string]> {
  const program = await makeProgram(db());
  const upload = async () => ({ name: "photo.png", size: 1, data: await png() });
  await addProgramImages(services(), admin, program.id, [await upload(), await upload()]);
  const rows = await db()
    .select({ id: programImages.id })
    .from(programImages)
    .where(eq(programImages.programId, program.id))
    .orderBy(asc(programImages.displayOrder));
  return [rows[0]!.id, rows[1]!.id];
}
const activity = async () =>
  (await createActivity(db(), admin, activityFormSchema("UTC").parse(activityForm))).id;
/** A lead ready to convert: an activity with the outcome Converted (SPEC section 4). */
async function convertedLead() {
  const lead = await makeConsultation(db(), { programId });
  const converted = { activityType: "completed", contactMethod: "phone", outcome: "converted" };
  const form = activityFormSchema("UTC").parse({ ...converted, completedAt: "2026-01-05T10:00" });
  await createActivity(db(), admin, { ...form, consultationId: lead.id });
  return lead.id;
}
const pendingRegistration = async () =>
  (await registerForProgram(db(), member, (await makeProgram(db())).id)).id;
async function activeRegistration() {
  const id = await pendingRegistration();
  await approveRegistration(services(), admin, id);
  return id;
}
async function bookingOnStartedEvent() {
  const start = new Date(Date.now() - 3 * 60 * 60 * 1000);
  const event = await makeTrainingEvent(db(), {
    startTime: start,
    endTime: new Date(start.getTime() + 60 * 60 * 1000),
  });
  const [booking] = await db()
    .insert(memberEventBookings)
    .values({
      memberId: member.id,
      eventId: event.id,
      bookingStatus: "confirmed",
      attendanceStatus: "pending",
    })
    .returning({ id: memberEventBookings.id });
  return booking!.id;
}
async function freshAdminSession() {
  const signedIn = await signIn(services(), browserRequest("/admin/login"), OPERATOR, "admin");
  return cookieFrom(signedIn.headers);
}
async function resetToken() {
  const { email } = await makeMember(services());
  await requestPasswordReset(services(), browserRequest("/admin/login"), email);
  const link = (await readOutbox(suite.t.dataDir, email)).findLast((m) => m.kind === "password-reset")?.link;
  const landing = await suite.app.request(browserRequest(pathOf(link!)));
  return new URL(landing.headers.get("location")!, TEST_ORIGIN).searchParams.get("token")!;
}

const { rowIntents: row, imageIntents: image, registrationIntents: registration } = intentGroups;
const { memberIntents, leadIntents, scheduleIntents, eventIntents, authIntents, applyIntents } = intentGroups;

const cases: Case[] = [
  // FAQ Management
  { path: "/admin/faqs", intent: row.create, cookie: asAdmin, form: () => faqForm },
  {
    path: "/admin/faqs",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...faqForm, id: (await makeFaq(db())).id }),
  },
  {
    path: "/admin/faqs",
    intent: row.delete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeFaq(db())).id }),
  },
  {
    path: "/admin/faqs",
    intent: row.moveUp,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await faqPair())[1].id }),
  },
  {
    path: "/admin/faqs",
    intent: row.moveDown,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await faqPair())[0].id }),
  },
  // User Management
  { path: "/admin/users", intent: row.create, cookie: asAdmin, form: userForm },
  {
    path: "/admin/users",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...userForm(), id: (await makeMember(services())).id }),
  },
  {
    path: "/admin/users",
    intent: row.delete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeMember(services())).id }),
  },
  // Program Management and its images
  { path: "/admin/programs", intent: row.create, cookie: asAdmin, form: programForm },
  {
    path: "/admin/programs",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...programForm(), id: (await makeProgram(db())).id }),
  },
  {
    path: "/admin/programs",
    intent: row.delete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeProgram(db())).id }),
  },
  {
    path: "/admin/programs",
    intent: row.moveUp,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await programPair())[1].id }),
  },
  {
    path: "/admin/programs",
    intent: row.moveDown,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await programPair())[0].id }),
  },
  {
    path: "/admin/programs",
    intent: image.upload,
    cookie: asAdmin,
    takesId: true,
    withImage: true,
    form: async () => ({ id: (await makeProgram(db())).id }),
  },
  {
    path: "/admin/programs",
    intent: image.altText,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await twoImages())[0], altText: "A convoy at dawn" }),
  },
  {
    path: "/admin/programs",
    intent: image.primary,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await twoImages())[1] }),
  },
  {
    path: "/admin/programs",
    intent: image.moveUp,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await twoImages())[1] }),
  },
  {
    path: "/admin/programs",
    intent: image.moveDown,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await twoImages())[0] }),
  },
  {
    path: "/admin/programs",
    intent: image.delete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await twoImages())[0] }),
  },
  // Member Registrations
  ...[registration.approve, registration.reject].map(
    (intent): Case => ({
      path: "/admin/member-registrations",
      intent,
      cookie: asAdmin,
      takesId: true,
      form: async () => ({ id: await pendingRegistration() }),
    }),
  ),
  {
    path: "/admin/member-registrations",
    intent: registration.complete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await activeRegistration() }),
  },
  {
    path: "/admin/member-registrations",
    intent: registration.progress,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await activeRegistration(), progressPercentage: "50" }),
  },
  // Training Events
  { path: "/admin/training-events", intent: row.create, cookie: asAdmin, form: () => eventForm },
  {
    path: "/admin/training-events",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...eventForm, id: (await makeTrainingEvent(db())).id }),
  },
  {
    path: "/admin/training-events",
    intent: eventIntents.cancelEvent,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeTrainingEvent(db())).id }),
  },
  {
    path: "/admin/training-events",
    intent: eventIntents.attendance,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await bookingOnStartedEvent(), attendance: "attended" }),
  },
  // Consultation Management
  { path: "/admin/consultations", intent: row.create, cookie: asAdmin, form: consultationForm },
  {
    path: "/admin/consultations",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...consultationForm(), id: (await makeConsultation(db(), { programId })).id }),
  },
  {
    path: "/admin/consultations",
    intent: row.delete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeConsultation(db(), { programId })).id }),
  },
  {
    path: "/admin/consultations",
    intent: leadIntents.convert,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await convertedLead() }),
  },
  // Contact Activities
  { path: "/admin/activities", intent: row.create, cookie: asAdmin, form: () => activityForm },
  {
    path: "/admin/activities",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...activityForm, id: await activity() }),
  },
  {
    path: "/admin/activities",
    intent: row.delete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await activity() }),
  },
  {
    path: "/admin/activities",
    intent: leadIntents.completeActivity,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await activity(), notes: "Went well." }),
  },
  // Signing in and out
  { path: "/admin/login", intent: authIntents.signIn, form: () => ({ ...OPERATOR }) },
  { path: "/admin/login", intent: authIntents.forgotPassword, form: () => ({ email: OPERATOR.email }) },
  { path: "/admin/logout", cookie: freshAdminSession, form: () => ({}) },
  {
    path: "/members/login",
    intent: authIntents.signIn,
    form: () => ({ email: member.email, password: member.password }),
  },
  {
    path: "/members/login",
    intent: authIntents.signUp,
    form: () => ({
      email: `joiner-${uniqueSuffix()}@example.com`,
      firstName: "Jo",
      lastName: "Iner",
      password: "long-enough-1",
      confirmPassword: "long-enough-1",
    }),
  },
  { path: "/members/login", intent: authIntents.resendVerification, form: () => ({ email: member.email }) },
  { path: "/members/login", intent: authIntents.forgotPassword, form: () => ({ email: member.email }) },
  { path: "/members/logout", cookie: () => signedInMemberCookie(services(), member), form: () => ({}) },
  {
    path: "/reset-password",
    intent: authIntents.resetPassword,
    query: async () => `?token=${await resetToken()}`,
    form: async () => ({
      token: await resetToken(),
      password: "new-password-1",
      confirmPassword: "new-password-1",
    }),
  },
  // The members' portal
  {
    path: "/members/available-programs",
    intent: memberIntents.register,
    cookie: asMember,
    takesId: true,
    form: async () => ({ id: (await makeProgram(db())).id }),
  },
  {
    path: "/members/schedule",
    intent: scheduleIntents.book,
    cookie: asMember,
    takesId: true,
    form: async () => ({ id: (await makeTrainingEvent(db())).id }),
  },
  {
    path: "/members/schedule",
    intent: scheduleIntents.joinWaitlist,
    cookie: asMember,
    takesId: true,
    form: async () => ({ id: (await makeTrainingEvent(db(), { maxCapacity: 1, currentCapacity: 1 })).id }),
  },
  {
    path: "/members/schedule",
    intent: scheduleIntents.cancel,
    cookie: asMember,
    takesId: true,
    form: async () => ({ id: (await bookEvent(db(), member, (await makeTrainingEvent(db())).id)).bookingId }),
  },
  {
    path: "/members/profile",
    intent: memberIntents.profile,
    cookie: asMember,
    form: () => ({ firstName: "Amelia", lastName: "Stone", phone: "+44 20 7946 0000" }),
  },
  {
    path: "/members/profile",
    intent: memberIntents.password,
    // A member of its own: changing the password signs the member's other sessions out.
    cookie: async () => signedInMemberCookie(services(), await makeMemberActor(services())),
    form: () => ({ newPassword: "new-password-1", confirmPassword: "new-password-1" }),
  },
  // The application
  {
    path: "/apply",
    intent: applyIntents.submit,
    // The form's time stamp, a cookie set with the page (server/http/form-token-cookie.ts).
    cookie: async () => `${FORM_TOKEN_COOKIE}=${issueFormToken(services().config)}`,
    form: () => ({
      title: "Mrs",
      first_name: "Amelia",
      last_name: "Stone",
      date_of_birth: "1990-05-04",
      occupation: "Pilot",
      email: `applicant-${uniqueSuffix()}@example.com`,
      phone_number: "+44 20 7946 0000",
      country: "United Kingdom",
      city: "Leeds",
      program_id: programId,
    }),
  },
];

/** The form as posted: the case's fields, and its intent when it has one. */
async function formOf(c: Case): Promise<Fields> {
  return { ...(c.intent ? { intent: c.intent } : {}), ...(await c.form()) };
}

async function send(c: Case, body: BodyInit, type?: string) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (type) headers["content-type"] = type;
  const cookie = await c.cookie?.();
  if (cookie) headers.cookie = cookie;
  const query = (await c.query?.()) ?? "";
  const response = await suite.app.request(`${TEST_ORIGIN}${c.path}${query}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  expect(text, `${c.path} showed a driver message`).not.toMatch(SQL_LEAKS);
  return { status: response.status, text };
}

/** The form as a browser posts it: url-encoded, or multipart with an image when the case has one. */
async function post(c: Case, fields: Fields) {
  if (!c.withImage) return send(c, new URLSearchParams(fields), "application/x-www-form-urlencoded");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("images", new File([await png()], "photo.png", { type: "image/png" }));
  return send(c, form);
}

/** NUL and other control characters (C0, DEL, C1) inside every value, and in a field of their own. */
function hostile(fields: Fields): Fields {
  const out: Fields = { note: "\u0000" };
  for (const [name, value] of Object.entries(fields))
    out[name] = `${value.slice(0, 1)}\u0000${value.slice(1)}\u0001\u007f\u0085`;
  return out;
}

const label = (c: Case) => `${c.path} ${c.intent ?? "(its one form)"}`;

describe("the cases cover the code", () => {
  type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
  const routeFiles = (entries: RouteEntry[], parent = ""): { path: string; file: string }[] =>
    entries.flatMap((r) => {
      const path = r.path ? `${parent}/${r.path}` : parent;
      return [{ path: path || "/", file: r.file }, ...routeFiles(r.children ?? [], path)];
    });

  it("every route with an action, and every intent each action dispatches, has a case", async () => {
    const withActions: string[] = [];
    for (const { path, file } of routeFiles(routeConfig as RouteEntry[])) {
      const module = await import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).pathname);
      if (typeof module.action !== "function") continue;
      withActions.push(path);
      const listed = cases.filter((c) => c.path === path).map((c) => c.intent ?? "");
      // The action run once with an intent no form posts, signed in for its area.
      const area = path.split("/")[1];
      const signedIn = !/login|logout/.test(path);
      const cookie = signedIn && area === "admin" ? suite.adminCookie : signedIn ? memberCookie : "";
      dispatched.intents = null;
      const request = new Request(`${TEST_ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=none-of-ours",
      });
      const context = { services: services(), nonce: "n", requestId: "r", clientIp: "192.0.2.99" };
      await Promise.resolve(module.action({ request, context, params: {} })).catch(() => undefined);
      if (dispatched.intents) {
        expect([path, [...listed].sort()]).toEqual([path, [...dispatched.intents].sort()]);
      } else {
        // An action of its own: the intents it compares with, and its default form.
        const source = (await import("node:fs")).readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
        const named = [...new Set([...source.matchAll(/form\.intent === "([\w-]+)"/g)].map((m) => m[1]!))];
        for (const intent of named) expect(listed, path).toContain(intent);
        expect([path, listed.length]).toEqual([path, named.length + 1]);
      }
    }
    expect(withActions.sort()).toEqual([...new Set(cases.map((c) => c.path))].sort());
  });

  it("every intent a form can post is sent", () => {
    const sent = new Set(cases.map((c) => c.intent));
    for (const group of Object.values(intentGroups))
      for (const intent of Object.values(group)) expect(sent, intent).toContain(intent);
  });
});

/** Where the spec's failure text stands alone (SPEC 8's member texts carry no ": {message}"). */
const usualNotFound: Record<string, RegExp> = {
  "/members/available-programs": /Failed to register for program(?!:)/,
  "/members/schedule": /Failed to (book event|cancel booking)(?!:)/,
  [`/admin/activities ${leadIntents.completeActivity}`]: /Failed to mark activity as completed(?!:)/,
};

describe.each(cases.map((c) => [label(c), c] as const))("POST %s", (_, c) => {
  it("answers a body that is not a form with 415 and says so", async () => {
    const fields = await formOf(c);
    for (const [body, type] of [
      [new URLSearchParams(fields).toString(), "text/plain"],
      [JSON.stringify(fields), "application/json"],
    ] as const) {
      const { status, text } = await send(c, body, type);
      expect([label(c), type, status]).toEqual([label(c), type, 415]);
      expect(text).toContain("it was not sent by one of our forms");
    }
  });

  it("does its work with control characters in every field, which never reach the database", async () => {
    const { status } = await post(c, hostile(await formOf(c)));
    // A redirect (signing in or out) or the page with the answer: the schema and the domain ran.
    expect([label(c), status]).toEqual([label(c), status < 400 ? status : "a success"]);
  });
});

describe.each(cases.filter((c) => c.takesId).map((c) => [label(c), c] as const))(
  "POST %s with ids",
  (_, c) => {
    it("answers a malformed or unknown id with 404 and the usual message", async () => {
      for (const id of ["not-a-uuid", "1 OR 1=1", "\u0000", "00000000-0000-4000-8000-000000000000"]) {
        const { status, text } = await post(c, { ...(await formOf(c)), id });
        expect([label(c), id, status]).toEqual([label(c), id, 404]);
        expect(text).toMatch(
          usualNotFound[`${c.path} ${c.intent}`] ??
            usualNotFound[c.path] ??
            /Failed to [\w ]+: \w+ not found/,
        );
      }
    });
  },
);

describe.each([...new Set(cases.map((c) => c.path))])("POST %s", (path) => {
  it("answers a broken multipart body with 400", async () => {
    const c = cases.find((x) => x.path === path)!;
    const { status, text } = await send(
      c,
      '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncrea',
      "multipart/form-data; boundary=x",
    );
    expect([path, status]).toEqual([path, 400]);
    expect(text).toContain("This form could not be read. Please try again.");
  });
});

it("keeps control characters out of every text column of every table", async () => {
  // Raw in text, varchar and arrays; as \uXXXX escapes in JSON. Tab and line breaks are allowed.
  const raw = sql.raw(`'[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f]'`);
  const escaped = sql.raw(`'\\\\u00(0[0-8bcef]|1[0-9a-f]|7f|[89][0-9a-f])'`);
  const probe = await db().execute<{ raw: boolean; escaped: boolean }>(
    sql`SELECT (${"a\u0001b"} ~ ${raw}) AND (${"a\u0085b"} ~ ${raw}) AS raw,
               (to_jsonb(${"a\u0001b"}::text)::text ~ ${escaped}) AS escaped`,
  );
  expect(probe.rows[0]).toEqual({ raw: true, escaped: true });

  const { rows: columns } = await db().execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'character', 'ARRAY', 'json', 'jsonb')`);
  const tables = new Set(columns.map((c) => c.table_name));
  for (const table of [
    "faqs",
    "programs",
    "program_images",
    "consultations",
    "contact_activities",
    "training_events",
    "profiles",
    "member_program_registrations",
    "member_event_bookings",
  ])
    expect(tables, table).toContain(table);

  const dirty: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = sql.identifier(column_name);
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM ${sql.identifier(table_name)}
          WHERE ${column}::text ~ ${raw} OR ${column}::text ~ ${escaped}`,
    );
    if (Number(rows[0]?.n) > 0) dirty.push(`${table_name}.${column_name}`);
  }
  expect(dirty).toEqual([]);
});
