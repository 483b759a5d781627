// A real SMTP server on loopback for tests: it keeps what it receives, and refuses a recipient while
// `refuse` answers an error (the refusal a real server would send).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SmtpSink = {
  /** The SMTP_URL that reaches it. */
  url: string;
  received: { to: string; data: string }[];
  close(): Promise<void>;
};

export async function startSmtpSink(
  refuse: (address: string) => { code: number; message: string } | null = () => null,
): Promise<SmtpSink> {
  const received: SmtpSink["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address.address);
      if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else callback();
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), data });
        callback();
      });
    },
  });
  // A client that vanishes mid-conversation (a test kills an instance) resets its socket: that is the
  // client's doing, not a fault of the sink, and unheard the error event would end the test process.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
