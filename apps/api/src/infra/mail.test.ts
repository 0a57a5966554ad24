import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, outboxDir, readOutbox, type MailLog } from "./mail.ts";

const message = { to: "ada@example.com", subject: "Your Petsies order #100000042", text: "Hello Ada", html: "<p>Hello Ada</p>" };

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  const log: MailLog = { info: (obj, msg) => lines.push({ obj, msg }) };
  return { log, lines };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "petsies-mail-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("outbox mailer", () => {
  const from = "Petsies <hello@petsies.com>";

  it("writes each message as a JSON file that readOutbox returns", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, dataDir }, recordingLog().log);
    await mailer.send(message);
    const files = await readdir(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z--[0-9a-f]{8}\.json$/);
    const [stored] = await readOutbox(outboxDir(dataDir));
    expect(stored).toEqual({ ...message, from, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
  });

  it("keeps one message of a stable id however often it is sent (a job run again after a crash)", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, dataDir }, { info: () => {} });
    await mailer.send({ ...message, messageId: "order-100000001-confirmation" });
    await mailer.send({ ...message, messageId: "order-100000001-confirmation" });
    await mailer.send({ ...message, messageId: "order-100000002-confirmation" });
    await mailer.send(message);
    const files = await readdir(outboxDir(dataDir));
    expect(files.filter((f) => f.endsWith("--order-100000001-confirmation.json"))).toHaveLength(1);
    expect(files).toHaveLength(3);
  });

  it("returns messages oldest first, even within one millisecond", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, dataDir }, recordingLog().log);
    for (let n = 1; n <= 5; n++) await mailer.send({ ...message, subject: `m${n}` });
    const subjects = (await readOutbox(outboxDir(dataDir))).map((m) => m.subject);
    expect(subjects).toEqual(["m1", "m2", "m3", "m4", "m5"]);
  });

  it("reads a missing outbox as empty", async () => {
    expect(await readOutbox(path.join(dataDir, "nothing-here"))).toEqual([]);
  });

  it("logs the subject only, never the recipient or the body", async () => {
    const { log, lines } = recordingLog();
    await createMailer({ smtpUrl: undefined, mailFrom: from, dataDir }, log).send(message);
    expect(lines).toEqual([{ obj: { subject: message.subject }, msg: "mail written to the outbox" }]);
  });
});

/** Just enough of an SMTP server to accept one message and keep what was sent. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      let eol: number;
      while ((eol = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 queued\r\n");
          } else received.push(line);
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0, received });
    }),
  );
}

describe("SMTP mailer", () => {
  it("sends over SMTP when SMTP_URL is set and writes nothing to the outbox", async () => {
    const smtp = await fakeSmtp();
    try {
      const { log, lines } = recordingLog();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: "Petsies <hello@petsies.com>", dataDir }, log);
      await mailer.send(message);
      const data = smtp.received.join("\n");
      expect(data).toContain("Subject: Your Petsies order #100000042");
      expect(data).toContain("To: ada@example.com");
      expect(data).toContain("From: Petsies <hello@petsies.com>");
      expect(lines).toEqual([{ obj: { subject: message.subject }, msg: "mail sent over SMTP" }]);
      expect(await readOutbox(outboxDir(dataDir))).toEqual([]);
    } finally {
      smtp.server.close();
    }
  });
});
