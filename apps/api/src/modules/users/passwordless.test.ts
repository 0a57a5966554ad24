import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@petsies/domain";
import { emailTokens } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { accountClient, newEmail } from "../../test/accounts.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { authenticate, REGISTRATION_NOT_VALID, SIGN_IN_LINK_NOT_VALID } from "./passwordless.ts";

describe.each(databaseKinds)("passwordless sign-in on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp, mailTo, linkIn, secrets } = accountClient(t);

  async function requestLink(email: string) {
    expect(await call("POST", "/api/customer/login-requests", { email })).toEqual({ status: 200, result: true });
    const link = linkIn(await mailTo(email, /sign-in link/), "/authenticate/");
    expect(link.url.origin + link.url.pathname).toBe(`${TEST_SITE_URL}/authenticate/`);
    expect(link.email).toBe(email);
    return link;
  }

  it("the link from the e-mail signs an existing customer in, once", async () => {
    const { email, id } = await signUp();
    const link = await requestLink(email);
    const res = await call("POST", "/api/customer/authenticate-requests", { email: link.email, token: link.token });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({ is_new_customer: false, token: expect.any(String), refreshToken: expect.any(String) });
    expect((await call("GET", `/api/user/me?token=${res.result.token}`)).result).toMatchObject({ id, email });
    expect((await call("POST", "/api/user/refresh", { refreshToken: res.result.refreshToken })).status).toBe(200);
    expect(await call("POST", "/api/customer/authenticate-requests", { email, token: link.token })).toEqual({
      status: 400,
      result: SIGN_IN_LINK_NOT_VALID,
    });
  });

  it("signs up a new e-mail: a registration token, then the account with its name", async () => {
    const email = newEmail();
    const link = await requestLink(email);
    const res = await call("POST", "/api/customer/authenticate-requests", { email: email.toUpperCase(), token: link.token });
    expect(res.result).toEqual({ is_new_customer: true, token: expect.any(String), refreshToken: null });
    const registration = res.result.token as string;
    // The registration token is not a user token.
    expect((await call("GET", `/api/user/me?token=${registration}`)).status).toBe(401);
    expect((await call("POST", "/api/customer/registration-requests", { email, token: registration, firstname: "Cat" })).status).toBe(400);
    expect(await call("POST", "/api/customer/registration-requests", { email: newEmail(), token: registration, firstname: "Cat", lastname: "Ow" })).toEqual({
      status: 400,
      result: REGISTRATION_NOT_VALID,
    });
    const created = await call("POST", "/api/customer/registration-requests", { email, token: registration, firstName: "Cat", lastName: "Owner" });
    expect(created.status).toBe(200);
    expect(created.result).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect((await call("GET", `/api/user/me?token=${created.result.token}`)).result).toMatchObject({ email, firstname: "Cat", lastname: "Owner" });
    expect((await call("POST", "/api/customer/registration-requests", { email, token: registration, firstname: "A", lastname: "B" })).status).toBe(400);

    // The account has no password: a password sign-in fails like any other, a new link signs in.
    expect((await call("POST", "/api/user/login", { username: email, password: "Any-Pass-123" })).status).toBe(401);
    const again = await requestLink(email);
    const signedIn = await call("POST", "/api/customer/authenticate-requests", { email, token: again.token });
    expect(signedIn.result.is_new_customer).toBe(false);
  });

  it("a link works for one e-mail only, and expires after 15 minutes", async () => {
    const { email } = await signUp();
    const link = await requestLink(email);
    expect((await call("POST", "/api/customer/authenticate-requests", { email: newEmail(), token: link.token })).status).toBe(400);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    await expect(authenticate(t().database.db, email, link.token, "10.200.0.3", later)).rejects.toThrow(SIGN_IN_LINK_NOT_VALID);
    expect((await call("POST", "/api/customer/authenticate-requests", { email, token: link.token })).status).toBe(200);
  });

  it("answers bad input with 400 and a message", async () => {
    expect((await call("POST", "/api/customer/login-requests", {})).result).toMatch(/email is required/);
    expect((await call("POST", "/api/customer/login-requests", { email: "a@b" })).status).toBe(400);
    expect((await call("POST", "/api/customer/authenticate-requests", { email: newEmail() })).result).toMatch(/token is required/);
    expect((await call("POST", "/api/customer/authenticate-requests", { email: newEmail(), token: "made-up" })).status).toBe(400);
  });

  it("answers 429 to one address after 5 links for one e-mail, and after 20 wrong tokens", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await call("POST", "/api/customer/login-requests", { email })).status).toBe(200);
    expect(await call("POST", "/api/customer/login-requests", { email })).toEqual({ status: 429, result: messages.tooManyRequests });
    for (let i = 0; i < 20; i++) {
      expect((await call("POST", "/api/customer/authenticate-requests", { email, token: `guess-${i}` })).status).toBe(400);
    }
    expect((await call("POST", "/api/customer/authenticate-requests", { email, token: "guess" })).status).toBe(429);
  });

  it("never refuses the owner because strangers asked: an e-mail's sign-in mails stop quietly at 5, and each link sent works", async () => {
    const { email } = await signUp();
    const n = 1 + Math.floor(Math.random() * 250);
    const fromStranger = (i: number) =>
      t().app.inject({ method: "POST", url: "/api/customer/login-requests", headers: { "x-forwarded-for": `10.248.${i}.${n}` }, payload: { email } });
    for (let i = 0; i < 8; i++) expect((await fromStranger(i)).json()).toEqual({ code: 200, result: true });
    expect(await call("POST", "/api/customer/login-requests", { email })).toEqual({ status: 200, result: true });

    const mails = [];
    for (let i = 0; i < 5; i++) mails.push(await mailTo(email, /sign-in link/));
    const issued = await t().database.db.select().from(emailTokens).where(and(eq(emailTokens.email, email), eq(emailTokens.kind, "login")));
    expect(issued).toHaveLength(5);
    expect((await readOutbox(t().outbox)).filter((m) => m.to === email && /sign-in link/.test(m.subject))).toHaveLength(5);
    const link = linkIn(mails[0]!, "/authenticate/");
    expect((await call("POST", "/api/customer/authenticate-requests", { email, token: link.token })).result).toMatchObject({ is_new_customer: false });
  });

  it("never wrote a link token or user token to the log", () => {
    expect(secrets.length).toBeGreaterThan(5);
    const logs = t().logs.join("\n");
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
