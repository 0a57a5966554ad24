/**
 * Outgoing e-mail. One nodemailer pipeline composes every message; it goes out over SMTP when SMTP_URL
 * is set, otherwise it lands as a JSON file in DATA_DIR/outbox, so a fresh machine never mails a real
 * shopper and tests (and a development page) can read what would have been sent.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable id for a message that may be sent again (a job run again after a crash): it is then the same
   * message — one Message-ID for mail servers and clients, one file in the outbox.
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One message as the outbox keeps it. */
export interface OutboxMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** ISO 8601. */
  date: string;
}

/** The part of a pino / Fastify logger that the mailer needs. */
export interface MailLog {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export function createMailer(options: MailerOptions, log: MailLog): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, { from: options.mailFrom });
    return {
      async send(message) {
        const { messageId, ...rest } = message;
        await transport.sendMail({ ...rest, ...(messageId ? { messageId: `<${messageId}@petsies.mail>` } : {}) });
        // Bodies and addresses may carry personal data: the subject is all a log line gets.
        log.info({ subject: message.subject }, "mail sent over SMTP");
      },
    };
  }
  const dir = outboxDir(options.dataDir);
  const transport = nodemailer.createTransport({ jsonTransport: true, skipEncoding: true }, { from: options.mailFrom });
  return {
    async send(message) {
      const { messageId, ...rest } = message;
      if (messageId && (await inOutbox(dir, messageId))) return;
      const { message: composed } = await transport.sendMail(rest);
      await writeOutboxFile(dir, messageId ?? randomBytes(4).toString("hex"), {
        to: formatAddresses(composed.to),
        from: formatAddresses(composed.from),
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: new Date(nextStamp()).toISOString(),
      });
      log.info({ subject: message.subject }, "mail written to the outbox");
    },
  };
}

/** The outbox messages, oldest first. A missing outbox is an empty one. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const files = names.filter((n) => n.endsWith(".json")).sort();
  const messages = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxMessage),
  );
  // Stable sort: equal dates keep file-name order.
  return messages.sort((a, b) => a.date.localeCompare(b.date));
}

let lastStamp = 0;
/** Strictly increasing within a process, so two messages sent in the same millisecond keep their order. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

const fileId = (messageId: string) => messageId.replace(/[^A-Za-z0-9_-]/g, "_");

/** Whether the outbox holds a message of this id already. */
async function inOutbox(dir: string, messageId: string): Promise<boolean> {
  const suffix = `--${fileId(messageId)}.json`;
  return (await readdir(dir).catch(() => [] as string[])).some((n) => n.endsWith(suffix));
}

async function writeOutboxFile(dir: string, id: string, message: OutboxMessage): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Colons are not allowed in Windows file names; the name still sorts by time, and ends with the message's id.
  const name = `${message.date.replace(/:/g, "-")}--${fileId(id)}.json`;
  const file = path.join(dir, name);
  // Write then rename, so a reader polling the outbox never parses half a file.
  await writeFile(`${file}.tmp`, JSON.stringify(message, null, 2));
  await rename(`${file}.tmp`, file);
}

type Address = { name?: string; address: string } | string;

function formatAddresses(value: Address | Address[] | undefined): string {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list
    .map((a) => (typeof a === "string" ? a : a.name ? `${a.name} <${a.address}>` : a.address))
    .join(", ");
}
