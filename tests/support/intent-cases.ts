// Every form post the app takes, one valid case per route action and intent, with the rows it acts on
// made fresh for each request: shared by hostile-posts.ts (what a hostile post gets) and
// audit-coverage.test.ts (that each admin write leaves its audit row);
// intent-cases-cover-the-code.test.ts checks the list against the code. Each of them calls
// setUpIntentCases() for its app under test.
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { activityFormSchema } from "#core/leads/activities/activity-schema.ts";
import { requestPasswordReset } from "#server/auth/passwords/password-reset.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { startTwoFactorEnrolment } from "#server/auth/two-factor/enrol-two-factor.ts";
import { getTwoFactorState } from "#server/auth/two-factor/two-factor-state.ts";
import { addProgramImages } from "#server/content/program-images/add-program-images.ts";
import { jobs, mailMessages, memberEventBookings, programImages, resources } from "#server/db/schema.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { createActivity } from "#server/leads/activities/create-activity.ts";
import { FORM_TOKEN_COOKIE, issueFormToken } from "#server/leads/applications/form-token.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { registerForProgram } from "#server/members/registrations/register-for-program.ts";
import { approveRegistration } from "#server/members/registrations/registration-decision.ts";
import {
  makeConsultation,
  makeFaq,
  makeMember,
  makeProgram,
  makeTrainingEvent,
  uniqueSuffix,
} from "#server/seed/factories.ts";
import * as intentGroups from "~/kit/intents";
import { appUnderTestForSuite, type SuiteApp } from "./app-under-test.ts";
import { browserRequest, cookieFrom, pathOf, TEST_ORIGIN } from "./http.ts";
import { makeAdminActor, makeMemberActor, signedInMemberCookie, type TestMember } from "./members.ts";
import { readOutbox } from "./test-services.ts";
import { codeFor, enrolTwoFactor } from "./two-factor.ts";

export const OPERATOR = { email: "operator@example.com", password: "operator-password-1" };
/** The password of every operator makeAdminActor makes. */
const OPERATOR_PASSWORD = "operator-password-1";

let admin: SessionUser;
let member: TestMember;
let memberCookie: string;
let programId: string;
let current: SuiteApp | undefined;

/**
 * Sets up the calling test file's app under test, and the people and program the cases share, before
 * its tests. Each file calls it at its top: when files share modules (isolate: false in
 * vitest.config.ts), hooks registered while this module loads would run for the first file only.
 */
export function setUpIntentCases(): void {
  current = appUnderTestForSuite({
    env: { APPLICATION_MIN_FILL_MS: "0" },
    prepare: async ({ t }) => {
      twoFactorCookie = undefined;
      admin = await makeAdminActor(t.services);
      member = await makeMemberActor(t.services);
      memberCookie = await signedInMemberCookie(t.services, member);
      programId = (await makeProgram(t.services.db)).id;
    },
  });
}
const running = (): SuiteApp => {
  if (!current) throw new Error("setUpIntentCases() was not called by the test file");
  return current;
};
/** The running file's app under test (setUpIntentCases). */
export const suite: SuiteApp = {
  get t() {
    return running().t;
  },
  get app() {
    return running().app;
  },
  get adminCookie() {
    return running().adminCookie;
  },
};
export const services = () => suite.t.services;
export const db = () => suite.t.services.db;
/** The member signed in for the members' forms (made before the suite's tests). */
export const currentMemberCookie = () => memberCookie;

export type Fields = Record<string, string>;

export type Case = {
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

/** How a case is named in a test's title and its failures: its path and intent. */
export const label = (c: Case) => `${c.path} ${c.intent ?? "(its one form)"}`;

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
export const png = () =>
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
async function convertedConsultation() {
  const consultation = await makeConsultation(db(), { programId });
  const converted = { activityType: "completed", contactMethod: "phone", outcome: "converted" };
  const form = activityFormSchema("UTC").parse({ ...converted, completedAt: "2026-01-05T10:00" });
  await createActivity(db(), admin, { ...form, consultationId: consultation.id });
  return consultation.id;
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
const {
  memberIntents,
  activityIntents,
  consultationIntents,
  leadOwnerIntents,
  notificationIntents,
  bookingIntents,
  trainingEventIntents,
  authIntents,
  applicationIntents,
} = intentGroups;
const {
  privacyIntents,
  mailIntents,
  twoFactorIntents,
  accountIntents,
  recordEmailIntents,
  resourceIntents,
  messageIntents,
} = intentGroups;

// Resources: a link to the suite's program needs no file.
const resourceForm = () => ({
  title: `Briefing ${uniqueSuffix()}`,
  category: "briefing",
  kind: "link",
  programId,
  linkUrl: "https://example.com/briefing",
});
async function resourceId(published = true): Promise<string> {
  const [row] = await db()
    .insert(resources)
    .values({
      title: "Drill",
      category: "drill",
      kind: "link",
      programId,
      linkUrl: "https://example.com/drill",
      unpublishedAt: published ? null : new Date(),
    })
    .returning({ id: resources.id });
  return row!.id;
}

/** An address that only the e-mail log still holds (its lead or account deleted). */
async function addressWithMail(): Promise<string> {
  const email = `left-${uniqueSuffix()}@example.com`;
  await db()
    .insert(mailMessages)
    .values({ toAddress: email, subject: "Welcome", kind: "test", status: "written", transport: "outbox" });
  return email;
}

/** An e-mail the job worker gave up on (decision 150), for Failed E-mails' Retry. */
async function failedMailJob(): Promise<string> {
  const [job] = await db()
    .insert(jobs)
    .values({
      kind: MAIL_JOB,
      payload: { kind: "test", to: "nobody@example.com", subject: "Undelivered" },
      status: "failed",
      attempts: 8,
      lastError: "mail not sent: 550 no such mailbox",
    })
    .returning({ id: jobs.id });
  return job!.id;
}

// Two-factor's forms act on the account signed in: each case's form makes a fresh account (and what
// the step needs: a pending enrolment, two-factor on), and its cookie is that account's.
type Area = "admin" | "member";
const loginOf = (area: Area) => (area === "admin" ? "/admin/login" : "/members/login");
/** The cookie the last form made for its account; taken once (a post without a form makes its own). */
let twoFactorCookie: string | undefined;
async function freshAccount(area: Area) {
  const user = area === "admin" ? await makeAdminActor(services()) : await makeMemberActor(services());
  const password = "password" in user ? (user.password as string) : OPERATOR_PASSWORD;
  const signedIn = await signIn(
    services(),
    browserRequest(loginOf(area)),
    { email: user.email, password },
    area,
  );
  twoFactorCookie = cookieFrom(signedIn.headers);
  return { user, password };
}
async function takeTwoFactorCookie(area: Area | "signed out"): Promise<string> {
  if (twoFactorCookie === undefined && area === "signed out") return "";
  if (twoFactorCookie === undefined) await freshAccount(area as Area);
  const cookie = twoFactorCookie!;
  twoFactorCookie = undefined;
  return cookie;
}
function ownTwoFactorCases(path: string, area: Area): Case[] {
  const own = (intent: string, fields: (a: Awaited<ReturnType<typeof freshAccount>>) => Promise<Fields>) => ({
    path,
    intent,
    cookie: () => takeTwoFactorCookie(area),
    form: async () => {
      const account = await freshAccount(area);
      return { id: account.user.id, ...(await fields(account)) };
    },
  });
  return [
    own(twoFactorIntents.start, async ({ password }) => ({ password })),
    own(twoFactorIntents.confirm, async ({ user, password }) => {
      const request = browserRequest(path, { cookie: twoFactorCookie ?? "" });
      await startTwoFactorEnrolment(services(), request, user, password);
      const state = await getTwoFactorState(services(), user);
      return { code: state.state === "pending" ? codeFor(state.secret) : "" };
    }),
    own(twoFactorIntents.disable, async ({ user, password }) => {
      await enrolTwoFactor(services(), user, password);
      return { password };
    }),
  ];
}
/** Sign-in's code step: an account with two-factor on, its password step done (the cookie). */
const codeStepCase = (area: Area): Case => ({
  path: loginOf(area),
  intent: twoFactorIntents.code,
  // Without its form, a post is a signed-out visitor's (a session would be sent on by the sign-in page).
  cookie: () => takeTwoFactorCookie("signed out"),
  form: async () => {
    const { user, password } = await freshAccount(area);
    const { key } = await enrolTwoFactor(services(), user, password);
    const pending = await signIn(
      services(),
      browserRequest(loginOf(area)),
      { email: user.email, password },
      area,
    );
    twoFactorCookie = cookieFrom(pending.headers);
    return { code: codeFor(key) };
  },
});

export const cases: Case[] = [
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
  {
    path: "/admin/users",
    intent: recordEmailIntents.send,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({
      id: (await makeMember(services())).id,
      subject: "Your program",
      body: "Dear member, your next session?",
    }),
  },
  {
    path: "/admin/users",
    intent: privacyIntents.erase,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeMember(services())).id }),
  },
  // Erase by E-mail (decision 173): a fresh address with an e-mail in the log each time.
  {
    path: "/admin/users",
    intent: privacyIntents.findAddress,
    cookie: asAdmin,
    form: async () => ({ email: await addressWithMail() }),
  },
  {
    path: "/admin/users",
    intent: privacyIntents.eraseAddress,
    cookie: asAdmin,
    form: async () => ({ email: await addressWithMail() }),
  },
  {
    path: "/admin/failed-emails",
    intent: mailIntents.retry,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await failedMailJob() }),
  },
  {
    path: "/admin/users",
    intent: twoFactorIntents.reset,
    cookie: asAdmin,
    takesId: true,
    form: async () => {
      const colleague = await makeMemberActor(services());
      await enrolTwoFactor(services(), colleague, colleague.password);
      return { id: colleague.id };
    },
  },
  // The admins' Security page and Settings (two-factor sign-in)
  ...ownTwoFactorCases("/admin/security", "admin"),
  {
    path: "/admin/security",
    intent: accountIntents.changePassword,
    // An admin of its own: the change signs their other sessions out.
    cookie: () => takeTwoFactorCookie("admin"),
    form: async () => {
      const { user, password } = await freshAccount("admin");
      return {
        id: user.id,
        currentPassword: password,
        newPassword: "new-password-1",
        confirmPassword: "new-password-1",
      };
    },
  },
  // Unticked: the suite's operator has no two-factor, and the requirement would shut them out.
  { path: "/admin/settings", intent: twoFactorIntents.requirement, cookie: asAdmin, form: () => ({}) },
  {
    path: "/admin/settings",
    intent: leadOwnerIntents.rule,
    cookie: asAdmin,
    form: () => ({ kind: "operator", operatorId: admin.id }),
  },
  { path: "/admin/settings", intent: leadOwnerIntents.pool, cookie: asAdmin, form: () => ({ join: "on" }) },
  {
    path: "/admin/settings",
    intent: notificationIntents.own,
    cookie: asAdmin,
    form: () => ({ timeZone: "Europe/London" }),
  },
  { path: "/admin/settings", intent: notificationIntents.defaults, cookie: asAdmin, form: () => ({}) },
  // Resources
  { path: "/admin/resources", intent: row.create, cookie: asAdmin, form: resourceForm },
  {
    path: "/admin/resources",
    intent: row.update,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ ...resourceForm(), id: await resourceId() }),
  },
  {
    path: "/admin/resources",
    intent: resourceIntents.unpublish,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await resourceId() }),
  },
  {
    path: "/admin/resources",
    intent: resourceIntents.publish,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await resourceId(false) }),
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
    intent: trainingEventIntents.cancel,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeTrainingEvent(db())).id }),
  },
  {
    path: "/admin/training-events",
    intent: bookingIntents.markAttendance,
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
    intent: consultationIntents.convert,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await convertedConsultation() }),
  },
  {
    path: "/admin/consultations",
    intent: consultationIntents.setOwner,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeConsultation(db(), { programId })).id, ownerId: admin.id }),
  },
  // Messages (decision 230): an operator's reply names the member it answers.
  {
    path: "/admin/messages",
    intent: messageIntents.send,
    cookie: asAdmin,
    takesId: true,
    form: () => ({ id: member.id, body: "We will see you on Tuesday.", key: crypto.randomUUID() }),
  },
  {
    path: "/admin/consultations",
    intent: recordEmailIntents.send,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({
      id: (await makeConsultation(db(), { programId })).id,
      subject: "Your consultation",
      body: "Dear client, a time that suits you?",
    }),
  },
  {
    path: "/admin/consultations",
    intent: privacyIntents.erase,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: (await makeConsultation(db(), { programId })).id }),
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
    intent: activityIntents.complete,
    cookie: asAdmin,
    takesId: true,
    form: async () => ({ id: await activity(), notes: "Went well." }),
  },
  // Signing in and out
  { path: "/admin/login", intent: authIntents.signIn, form: () => ({ ...OPERATOR }) },
  { path: "/admin/login", intent: authIntents.forgotPassword, form: () => ({ email: OPERATOR.email }) },
  codeStepCase("admin"),
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
  codeStepCase("member"),
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
    intent: bookingIntents.book,
    cookie: asMember,
    takesId: true,
    form: async () => ({ id: (await makeTrainingEvent(db())).id }),
  },
  {
    path: "/members/schedule",
    intent: bookingIntents.joinWaitlist,
    cookie: asMember,
    takesId: true,
    form: async () => ({ id: (await makeTrainingEvent(db(), { maxCapacity: 1, currentCapacity: 1 })).id }),
  },
  {
    path: "/members/schedule",
    intent: bookingIntents.cancel,
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
  ...ownTwoFactorCases("/members/profile", "member"),
  {
    path: "/members/messages",
    intent: messageIntents.send,
    cookie: asMember,
    form: () => ({ body: "Can we move Tuesday's session?", key: crypto.randomUUID() }),
  },
  {
    path: "/members/settings",
    intent: notificationIntents.own,
    cookie: asMember,
    form: () => ({ "new-message": "on" }),
  },
  // The application
  {
    path: "/apply",
    intent: applicationIntents.submit,
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
