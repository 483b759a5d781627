// The mail seam for real: the outbox, an SMTP server on loopback, and an SMTP server that is down.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpMember } from "#server/auth/sign-in/sign-up-member.ts";
import { mailMessages, profiles } from "#server/db/schema.ts";
import { browserRequest } from "#tests/support/http.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import type { MailMessage } from "./mailer.ts";

const message = (to: string): MailMessage => ({
  kind: "test",
  to,
  subject: "A discreet test",
  text: "Hello",
  html: "<p>Hello</p>",
  link: "http://localhost:3000/somewhere",
});

describe("outbox (no SMTP_URL)", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("writes the message to DATA_DIR/outbox and records it", async () => {
    expect(await t.services.mailer.send(message("reader@example.com"))).toEqual({ status: "written" });
    expect(await readOutbox(t.dataDir, "reader@example.com")).toMatchObject([{ subject: "A discreet test" }]);
    const rows = await t.services.db.select().from(mailMessages);
    expect(rows).toMatchObject([{ toAddress: "reader@example.com", status: "written", transport: "outbox" }]);
  });
});

describe("SMTP", () => {
  let t: TestContext;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers through the SMTP server and records it as sent", async () => {
    expect(await t.services.mailer.send(message("client@example.com"))).toEqual({ status: "sent" });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toBe("client@example.com");
    expect(smtp.received[0]!.data).toContain("Subject: A discreet test");
    const [row] = await t.services.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "client@example.com"));
    expect(row).toMatchObject({ status: "sent", transport: "smtp" });
    expect(await readOutbox(t.dataDir)).toHaveLength(0);
  });
});

describe("SMTP server down", () => {
  let t: TestContext;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    t = await createTestContext({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => t.close());

  it("reports the failure, records it, and never throws", async () => {
    const result = await t.services.mailer.send(message("lost@example.com"));
    expect(result.status).toBe("failed");
    const [row] = await t.services.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "lost@example.com"));
    expect(row?.status).toBe("failed");
    expect(row?.error).toBeTruthy();
  });

  it("does not lose a member's sign-up when the verification e-mail fails", async () => {
    // Signed up: a refusal would throw its DomainError.
    await expect(
      signUpMember(t.services, browserRequest("/members/login"), {
        email: "still.here@example.com",
        firstName: "Still",
        lastName: "Here",
        password: "password-123",
        confirmPassword: "password-123",
      }),
    ).resolves.toBeUndefined();
    const rows = await t.services.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "still.here@example.com"));
    expect(rows).toHaveLength(1);
  });
});

describe("SMTP server refusing the recipient", () => {
  let t: TestContext;
  let smtp: SmtpSink;
  const lines: string[] = [];
  const refused = "refused.person@example.com";

  beforeAll(async () => {
    // As a real server words it, naming the address it refuses.
    smtp = await startSmtpSink((address) => ({
      code: 550,
      message: `5.1.1 <${address}>: Recipient address rejected: User unknown`,
    }));
    t = await createTestContext({ SMTP_URL: smtp.url }, { log: (line) => lines.push(line) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("logs the failure by its row id, code and SMTP reply, without the address the server quoted", async () => {
    const result = await t.services.mailer.send(message(refused));
    expect(result.status).toBe("failed");
    // The server did quote it: the failure as recorded (the row, beside its own address) says so.
    if (result.status === "failed") expect(result.error).toContain(refused);
    const [row] = await t.services.db.select().from(mailMessages).where(eq(mailMessages.toAddress, refused));
    expect(row?.status).toBe("failed");

    const log = lines.join("\n");
    expect(log).not.toContain(refused);
    expect(log).not.toContain("refused.person");
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "mail send failed");
    expect(failure).toMatchObject({
      mail: { id: row!.id, kind: "test" },
      err: { code: "EENVELOPE", command: "RCPT TO", responseCode: 550 },
    });
    expect(failure.err.message).toContain("550 5.1.1 <[email]>: Recipient address rejected");
  });
});
