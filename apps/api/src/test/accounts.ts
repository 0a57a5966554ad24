/** Helpers for tests that sign customers up and in against a test app. */
import { randomUUID } from "node:crypto";
import { beforeEach } from "vitest";
import { readOutbox, type OutboxMessage } from "../infra/mail.ts";
import type { TestApp } from "./app.ts";

export interface Answer<T = any> {
  status: number;
  result: T;
  meta?: any;
  /** The machine code beside an error's message (packages/domain ERROR_CODES), when the answer has one. */
  error?: string;
}

export const PASSWORD = "Plush-Pal-42";

export function newEmail(): string {
  return `pet-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A client for the test app. Each test calls from its own client address (X-Forwarded-For, which the app
 * trusts from 127.0.0.1), so the per-address limits one test runs into never reach the next. Every
 * token an answer carries is remembered in `secrets`, for the check that none reached a log line.
 */
export function accountClient(t: () => TestApp) {
  const secrets: string[] = [];
  let ip = "";
  let n = 0;
  beforeEach(() => {
    n += 1;
    ip = `10.${Math.floor(n / 250) % 250}.${n % 250}.${1 + Math.floor(Math.random() * 250)}`;
  });

  function remember(value: unknown) {
    if (typeof value === "string" && value.length >= 40) secrets.push(value);
    else if (value && typeof value === "object") for (const v of Object.values(value)) remember(v);
  }

  async function call<T = any>(method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await t().app.inject({
      method,
      url,
      headers: { "x-forwarded-for": ip, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.json();
    remember(body);
    return { status: res.statusCode, result: body.result, ...(body.meta ? { meta: body.meta } : {}), ...(body.error ? { error: body.error } : {}) };
  }

  async function signUp(email = newEmail(), password = PASSWORD) {
    const res = await call("POST", "/api/user/create", { customer: { email, firstname: "Ann", lastname: "Lee" }, password });
    if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
    return { email, password, id: res.result.id as number, token: res.meta.token as string, refreshToken: res.meta.refreshToken as string };
  }

  const seen = new Set<string>();
  /**
   * The next message to `to` whose subject matches and that no earlier call answered, waiting for it
   * (account e-mails go out in the background).
   */
  async function mailTo(to: string, subject: RegExp): Promise<OutboxMessage> {
    for (let waited = 0; waited < 5000; waited += 20) {
      const found = (await readOutbox(t().outbox)).find((m) => m.to === to && subject.test(m.subject) && !seen.has(m.date + m.text));
      if (found) {
        seen.add(found.date + found.text);
        return found;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no new e-mail to ${to} about ${subject}`);
  }

  /** The token and e-mail of the link in an e-mail. */
  function linkIn(mail: OutboxMessage, path: string): { url: URL; token: string; email: string } {
    const line = mail.text.split("\n").find((l) => l.includes(path));
    if (!line) throw new Error(`no ${path} link in: ${mail.text}`);
    const url = new URL(line.trim());
    secrets.push(url.searchParams.get("token")!);
    return { url, token: url.searchParams.get("token")!, email: url.searchParams.get("email")! };
  }

  return { call, signUp, mailTo, linkIn, secrets, ip: () => ip };
}
