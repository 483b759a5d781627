// The mail seam. SMTP when SMTP_URL is set, else one JSON file per message in DATA_DIR/outbox.
// Every send is recorded in mail_messages; a failure is logged and reported, never thrown, so the
// user's request (and whatever it saved) always completes.
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Database } from "#server/db/client.ts";
import { mailMessages } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (verification, password-reset...): kept in the log table. */
  kind: string;
  /** The one link the message is about (kept in the outbox file; tests follow it from there). */
  link?: string;
  /** Files sent with the message (a booking's .ics invitation); kept in the outbox file as text. */
  attachments?: MailAttachment[];
  /** Where a reply goes when not to the firm's From (an operator's e-mail from the record). */
  replyTo?: string;
};

export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * What became of a message, as its mail_messages row records it: sent (SMTP), written (the outbox), or
 * failed with the transport's reason. Not a refusal: our own fault, which the caller (a job) retries.
 */
export type MailDelivery = { status: "sent" | "written" } | { status: "failed"; error: string };

export type Mailer = {
  transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<MailDelivery>;
};

/** Sends the message; the outbox answers the file it wrote. */
type Deliver = (message: MailMessage & { from: string }) => Promise<string | undefined>;

export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

function outboxDelivery(folder: string): Deliver {
  return async (message) => {
    await mkdir(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.json`);
    // Written beside, then renamed: a reader of the outbox never sees half a message.
    await writeFile(
      `${file}.partial`,
      JSON.stringify({ ...message, date: new Date().toISOString() }, null, 2),
    );
    await rename(`${file}.partial`, file);
    return file;
  };
}

/** nodemailer is loaded with the first message, not at start-up (decision 159). */
function smtpDelivery(smtpUrl: string): Deliver {
  let transporter: Promise<Transporter> | undefined;
  return async ({ from, to, subject, text, html, attachments, replyTo }) => {
    transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    await (await transporter).sendMail({ from, to, subject, text, html, attachments, replyTo });
    return undefined;
  };
}

export function createMailer(options: {
  db: Database;
  logger: Logger;
  from: string;
  smtpUrl: string | undefined;
  dataDir: string;
}): Mailer {
  const transport = options.smtpUrl ? "smtp" : "outbox";
  const deliver = options.smtpUrl
    ? smtpDelivery(options.smtpUrl)
    : outboxDelivery(outboxFolder(options.dataDir));

  /** Every send leaves a row; its id is what the log names (never the address). */
  async function record(message: MailMessage, status: MailDelivery["status"], error?: string) {
    try {
      const [row] = await options.db
        .insert(mailMessages)
        .values({
          toAddress: message.to,
          subject: message.subject,
          kind: message.kind,
          status,
          transport,
          error: error ?? null,
        })
        .returning({ id: mailMessages.id });
      return row?.id;
    } catch (recordError) {
      options.logger.error(
        { err: recordError, mail: { kind: message.kind } },
        "could not record mail message",
      );
      return undefined;
    }
  }

  return {
    transport,
    async send(message) {
      try {
        const file = await deliver({ ...message, from: options.from });
        const status = transport === "smtp" ? "sent" : "written";
        const id = await record(message, status);
        // Never the link: a reset or set-password link opens an account. Without SMTP the log names
        // the outbox file, where a developer finds it.
        options.logger.info(
          { mail: { id, kind: message.kind, transport }, file },
          `mail sent: ${message.kind}`,
        );
        return { status };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const id = await record(message, "failed", text);
        options.logger.error({ err: error, mail: { id, kind: message.kind } }, "mail send failed");
        return { status: "failed", error: text };
      }
    },
  };
}
