import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, messages, passwordMessages } from "@petsies/domain";
import { buildApp } from "../../app.ts";
import { customers, emailTokens, rateLimits } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { limitKey, LIMITS } from "../../infra/security/rate-limit.ts";
import { diskStorage } from "../../infra/storage.ts";
import { accountClient, newEmail, PASSWORD } from "../../test/accounts.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { databaseKinds, TEST_FILES } from "../../test/template.ts";
import { CURRENT_PASSWORD_WRONG, EMAIL_TAKEN, logIn, LOGIN_FAILED, signInCounters } from "./accounts.ts";
import { EMAIL_BELONGS_TO_ANOTHER } from "./profile.ts";
import { RESET_LINK_NOT_VALID, resetPassword } from "./password-reset.ts";
import { REFRESH_REUSE_GRACE_MS, refreshSession } from "./sessions.ts";

const TOO_MANY = messages.tooManyRequests;

describe.each(databaseKinds)("accounts on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp, mailTo, linkIn, secrets, ip } = accountClient(t);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (username: string, password: string) => call("POST", "/api/user/login", { username, password });
  /** A sign-in from a given client address. */
  const from = (address: string, username: string, password: string) =>
    t().app.inject({ method: "POST", url: "/api/user/login", headers: { "x-forwarded-for": address }, payload: { username, password } });
  /** The first four groups of a fresh IPv6 /64 (documentation range), to end with the address's last four. */
  const ipv6Block = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

  describe("sign-up", () => {
    it("creates the account with a lower-cased e-mail, answers the profile and a session", async () => {
      const email = newEmail();
      const res = await call("POST", "/api/user/create", {
        customer: { email: `  ${email.toUpperCase()} `, firstname: " Ann ", lastname: "Lee" },
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.result).toEqual({
        id: expect.any(Number),
        email,
        firstname: "Ann",
        lastname: "Lee",
        phoneNumber: null,
        addresses: [],
        default_billing: null,
        default_shipping: null,
        group_id: 1,
      });
      expect(res.meta).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
      expect((await call("GET", `/api/user/me?token=${res.meta.token}`)).result.email).toBe(email);
      const [row] = await t().database.db.select().from(customers).where(eq(customers.email, email));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);
    });

    it("refuses an e-mail that already has an account, in any spelling", async () => {
      const { email } = await signUp();
      const again = await call("POST", "/api/user/create", { customer: { email: email.toUpperCase(), firstname: "B", lastname: "C" }, password: PASSWORD });
      expect(again).toEqual({ status: 400, result: EMAIL_TAKEN });
    });

    it("reads firstName and lastName too", async () => {
      const res = await call("POST", "/api/user/create", { customer: { email: newEmail(), firstName: "Bo", lastName: "Li" }, password: PASSWORD });
      expect(res.result).toMatchObject({ firstname: "Bo", lastname: "Li" });
    });

    it("answers bad input with 400 and a message about the field", async () => {
      const cases: [unknown, RegExp][] = [
        [{}, /customer/],
        [{ customer: { email: newEmail(), firstname: "A", lastname: "B" } }, /password is required/],
        [{ customer: { email: "not-an-email", firstname: "A", lastname: "B" }, password: PASSWORD }, /valid e-mail/],
        [{ customer: { firstname: "A", lastname: "B" }, password: PASSWORD }, /email is required/],
        [{ customer: { email: newEmail(), lastname: "B" }, password: PASSWORD }, /firstname is required/],
        [{ customer: { email: newEmail(), firstname: "A", lastname: "  " }, password: PASSWORD }, /lastname is required/],
        [{ customer: { email: newEmail(), firstname: "A", lastname: "B" }, password: "Sh0rt!" }, new RegExp(passwordMessages.tooShort)],
        [{ customer: { email: newEmail(), firstname: "A", lastname: "B" }, password: "lowercase only" }, /lower-case letters, upper-case/],
        [{ customer: { email: newEmail(), firstname: "A", lastname: "B" }, password: "x".repeat(300) }, /at most 256/],
      ];
      for (const [body, message] of cases) {
        const res = await call("POST", "/api/user/create", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.result).toMatch(message);
      }
    });
  });

  describe("sign-in", () => {
    it("answers the token in result and the refresh token in meta, for any spelling of the e-mail", async () => {
      const { email } = await signUp();
      const res = await login(` ${email.toUpperCase()}`, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.result).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.meta.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await t().app.inject({ method: "GET", url: "/api/user/me", headers: bearer(res.result) });
      expect(me.json().result.email).toBe(email);
      expect(me.headers["cache-control"]).toBe("private, no-store");
    });

    it("says the same for a wrong password and an unknown e-mail", async () => {
      const { email } = await signUp();
      expect(await login(email, "Wrong-Password-1")).toEqual({ status: 401, result: LOGIN_FAILED });
      expect(await login(newEmail(), PASSWORD)).toEqual({ status: 401, result: LOGIN_FAILED });
      expect((await call("POST", "/api/user/login", { username: email })).status).toBe(400);
    });

    it("answers 429 after 5 wrong passwords for one account from one address, counted in the database for every process", async () => {
      const { email } = await signUp();
      for (let i = 0; i < 5; i++) expect((await login(email, `Wrong-${i}-Password`)).status).toBe(401);
      expect(await login(email, PASSWORD)).toEqual({ status: 429, result: TOO_MANY });
      const [, pair] = signInCounters(email, ip());
      const [row] = await t()
        .database.db.select()
        .from(rateLimits)
        .where(eq(rateLimits.key, limitKey(pair[0], pair[1]!)));
      expect(row!.count).toBe(6);
      expect(row!.key).not.toContain(email);

      // A second API process over the same database refuses as well.
      const second = await buildApp({
        database: t().database,
        storage: diskStorage(TEST_FILES),
        mailer: { send: async () => {} },
        siteUrl: TEST_SITE_URL,
        logLevel: "silent",
      });
      try {
        const res = await second.inject({
          method: "POST",
          url: "/api/user/login",
          headers: { "x-forwarded-for": ip() },
          payload: { username: email, password: PASSWORD },
        });
        expect(res.statusCode).toBe(429);
      } finally {
        await second.close();
      }
      // Once the window has passed, the right password works again from that address.
      const later = new Date(Date.now() + LIMITS.loginPerAccountAndIp.windowMs + 1000);
      await expect(logIn(t().database.db, email, PASSWORD, ip(), later)).resolves.toMatchObject({ token: expect.any(String) });
    });

    it("clears an address's failures for the account on a successful sign-in", async () => {
      const { email } = await signUp();
      for (let i = 0; i < 4; i++) await login(email, "Wrong-Password-1");
      expect((await login(email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login(email, "Wrong-Password-1")).status).toBe(401);
      expect((await login(email, PASSWORD)).status).toBe(429);
    });

    it("lets the owner in with the right password after a stranger's wrong passwords and sign-in links", async () => {
      const { email } = await signUp();
      const stranger = (url: string, payload: object) =>
        t().app.inject({ method: "POST", url, headers: { "x-forwarded-for": "10.251.0.1" }, payload });
      for (let i = 0; i < 6; i++) await stranger("/api/user/login", { username: email, password: `Wrong-${i}-Password` });
      expect((await stranger("/api/user/login", { username: email, password: "Wrong-6-Password" })).statusCode).toBe(429);
      for (let i = 0; i < 5; i++) expect((await stranger("/api/customer/login-requests", { email })).statusCode).toBe(200);

      expect((await login(email, PASSWORD)).status).toBe(200);
      expect(await call("POST", "/api/user/reset-password", { email })).toEqual({ status: 200, result: true });
      await mailTo(email, /reset/i);
    });

    it("counts the addresses of one IPv6 /64 as one client: 40 wrong passwords from 40 of them get 5 tries", async () => {
      const { email } = await signUp();
      const block = ipv6Block();
      const answers: number[] = [];
      for (let i = 1; i <= 40; i++) answers.push((await from(`${block}:${i.toString(16)}:${i}:0:1`, email, `Wrong-${i}-Password`)).statusCode);
      expect(answers).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
      // However the block's addresses are spelt.
      expect((await from(`${block.toUpperCase()}:0000:0000:0000:0001`, email, PASSWORD)).statusCode).toBe(429);
      // Another /64 is another client.
      expect((await from(`${ipv6Block()}::1`, email, PASSWORD)).statusCode).toBe(200);
    });

    it("answers 429 after 20 failures from one IPv6 /64, whichever e-mails they name", async () => {
      const block = ipv6Block();
      for (let i = 1; i <= 20; i++) expect((await from(`${block}::${i.toString(16)}`, newEmail(), PASSWORD)).statusCode).toBe(401);
      const { email } = await signUp();
      expect((await from(`${block}::ffff`, email, PASSWORD)).statusCode).toBe(429);
    });

    it("holds guessing from many networks to the account's limit, and the owner still signs in where they did before", async () => {
      const { email } = await signUp();
      const home = ip();
      const signInLink = async (address: string) => {
        const asked = await t().app.inject({ method: "POST", url: "/api/customer/login-requests", headers: { "x-forwarded-for": address }, payload: { email } });
        expect(asked.statusCode).toBe(200);
        const link = linkIn(await mailTo(email, /sign-in link/), "/authenticate/");
        const opened = await t().app.inject({ method: "POST", url: "/api/customer/authenticate-requests", headers: { "x-forwarded-for": address }, payload: { email, token: link.token } });
        expect(opened.json().result).toMatchObject({ is_new_customer: false, token: expect.any(String) });
      };
      // An owner whose e-mail was proven long ago (a first proof would drop an unproven password).
      await t().database.db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.email, email));
      expect((await login(email, PASSWORD)).status).toBe(200);
      // A guesser with an address in each of many networks: the account's 20 failures, then nothing more.
      const guessers = Array.from({ length: 20 }, (_, i) => `10.253.${i}.${1 + Math.floor(Math.random() * 250)}`);
      for (const [i, address] of guessers.entries()) expect((await from(address, email, `Wrong-${i}-Password`)).statusCode).toBe(401);
      for (let i = 0; i < 10; i++) expect((await from(`${ipv6Block()}::1`, email, `Wrong-more-${i}`)).statusCode).toBe(429);
      expect((await from(guessers[0]!, email, "Wrong-again-Password")).statusCode).toBe(429);
      // The owner where they signed in before gets in; elsewhere even the right password waits for the window.
      expect((await from(home, email, PASSWORD)).statusCode).toBe(200);
      const cafe = `${ipv6Block()}::cafe`;
      expect((await from(cafe, email, PASSWORD)).statusCode).toBe(429);
      // There a sign-in link is the way in, and makes the address one the password works from.
      await signInLink(cafe);
      expect((await from(cafe, email, PASSWORD)).statusCode).toBe(200);
    });

    it("lets a password set through a reset link work from where the link was opened while strangers guess", async () => {
      const { email } = await signUp();
      const [, , account] = signInCounters(email, null);
      await t().database.db.insert(rateLimits).values({ key: limitKey(account[0], account[1]!), count: LIMITS.loginPerAccount.max, windowStart: new Date() });
      expect((await login(email, PASSWORD)).status).toBe(429);
      await call("POST", "/api/user/reset-password", { email });
      const link = linkIn(await mailTo(email, /Reset/), "/customer/account/resetpassword/");
      expect((await call("POST", "/api/user/create-password", { email, resetToken: link.token, newPassword: "Reset-Pass-9" })).status).toBe(200);
      expect((await login(email, "Reset-Pass-9")).status).toBe(200);
    });

    it("answers 429 after 20 failures from one address, whichever e-mails they name", async () => {
      for (let i = 0; i < 20; i++) expect((await login(newEmail(), PASSWORD)).status).toBe(401);
      const { email } = await signUp();
      expect(await login(email, PASSWORD)).toEqual({ status: 429, result: TOO_MANY });
      const elsewhere = await t().app.inject({
        method: "POST",
        url: "/api/user/login",
        headers: { "x-forwarded-for": "10.250.1.1" },
        payload: { username: email, password: PASSWORD },
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it("limits a caller on loopback like any other address, with or without X-Forwarded-For: 127.0.0.1", async () => {
      const direct = (i: number, headers: Record<string, string> = {}) =>
        t().app.inject({ method: "POST", url: "/api/customer/authenticate-requests", headers, payload: { email: newEmail(), token: `guess-${i}` } });
      for (let i = 0; i < 10; i++) expect((await direct(i)).statusCode).toBe(400);
      // A made-up header naming loopback, which the storefront used to pass on, is the same address.
      for (let i = 10; i < 20; i++) expect((await direct(i, { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(400);
      expect((await direct(20)).statusCode).toBe(429);
    });

    it("believes no X-Forwarded-For from an address that is not a trusted proxy", async () => {
      const made = (i: number) =>
        t().app.inject({
          method: "POST",
          url: "/api/customer/authenticate-requests",
          remoteAddress: "198.51.100.40",
          headers: { "x-forwarded-for": `203.0.113.${i}` },
          payload: { email: newEmail(), token: `guess-${i}` },
        });
      for (let i = 0; i < 20; i++) expect((await made(i)).statusCode).toBe(400);
      expect((await made(99)).statusCode).toBe(429);
    });
  });

  describe("sessions", () => {
    it("refresh rotates both tokens: the old ones stop working", async () => {
      const { token, refreshToken } = await signUp();
      const refreshed = await call("POST", "/api/user/refresh", { refreshToken });
      expect(refreshed.status).toBe(200);
      expect(refreshed.result).not.toBe(token);
      expect((await call("GET", `/api/user/me?token=${refreshed.result}`)).status).toBe(200);
      expect((await call("GET", `/api/user/me?token=${token}`)).status).toBe(401);
      expect(await call("POST", "/api/user/refresh", { refreshToken: "made-up" })).toEqual({ status: 401, result: null });
      expect((await call("POST", "/api/user/refresh", {})).status).toBe(400);
      const again = await call("POST", "/api/user/refresh", { refreshToken: refreshed.meta.refreshToken });
      expect(again.status).toBe(200);
      expect((await call("GET", `/api/user/me?token=${again.result}`)).status).toBe(200);
    });

    it("a refresh token traded again after the grace ends the sessions it was traded for, and no other", async () => {
      const { email, password, refreshToken } = await signUp();
      const first = await call("POST", "/api/user/refresh", { refreshToken });
      const second = await call("POST", "/api/user/refresh", { refreshToken: first.meta.refreshToken });
      expect(second.status).toBe(200);
      const elsewhere = await login(email, password);
      expect(elsewhere.status).toBe(200);

      // The first refresh token comes back (a copy was stolen): thief and owner cannot be told apart, so both sign in again.
      expect(await refreshSession(t().database.db, refreshToken, new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1000))).toBeNull();
      expect((await call("GET", "/api/user/me", undefined, bearer(second.result))).status).toBe(401);
      expect(await call("POST", "/api/user/refresh", { refreshToken: second.meta.refreshToken })).toEqual({ status: 401, result: null });
      expect(await call("POST", "/api/user/refresh", { refreshToken: first.meta.refreshToken })).toEqual({ status: 401, result: null });
      // Another sign-in of the same customer is another family.
      expect((await call("GET", "/api/user/me", undefined, bearer(elsewhere.result))).status).toBe(200);
      expect((await call("POST", "/api/user/refresh", { refreshToken: elsewhere.meta.refreshToken })).status).toBe(200);
    });

    it("two tabs trading the same refresh token at once both stay signed in; a replay after logout gets nothing", async () => {
      const { refreshToken } = await signUp();
      const tabs = await Promise.all([0, 1].map(() => call("POST", "/api/user/refresh", { refreshToken })));
      expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
      expect(tabs[0]!.result).not.toBe(tabs[1]!.result);
      for (const tab of tabs) expect((await call("GET", "/api/user/me", undefined, bearer(tab.result))).status).toBe(200);

      const other = await signUp();
      const refreshed = await call("POST", "/api/user/refresh", { refreshToken: other.refreshToken });
      expect((await call("POST", "/api/user/logout", undefined, bearer(refreshed.result))).status).toBe(200);
      expect(await call("POST", "/api/user/refresh", { refreshToken: other.refreshToken })).toEqual({ status: 401, result: null });
    });

    it("logout ends the session: its token and refresh token are refused", async () => {
      const { token, refreshToken } = await signUp();
      const other = await signUp();
      expect(await call("POST", `/api/user/logout?token=${token}`)).toEqual({ status: 200, result: true });
      expect(await call("GET", `/api/user/me?token=${token}`)).toEqual({ status: 401, result: messages.loginRequired, error: ERROR_CODES.tokenNotValid });
      expect((await call("POST", "/api/user/refresh", { refreshToken })).status).toBe(401);
      expect((await call("POST", "/api/user/me", { customer: { firstname: "X" } }, bearer(token))).status).toBe(401);
      expect((await call("POST", "/api/user/logout", undefined, bearer(token))).status).toBe(200);
      // Other customers are not touched.
      expect((await call("GET", "/api/user/me", undefined, bearer(other.token))).status).toBe(200);
    });

    it("refuses requests without a token or with a made-up one", async () => {
      expect(await call("GET", "/api/user/me")).toEqual({ status: 401, result: messages.loginRequired, error: ERROR_CODES.tokenNotValid });
      expect((await call("GET", "/api/user/me?token=made-up")).status).toBe(401);
      expect((await call("GET", "/api/user/me", undefined, { authorization: "Bearer " })).status).toBe(401);
    });
  });

  describe("profile", () => {
    it("changes names, e-mail and phone only, and answers the profile", async () => {
      const { token, id } = await signUp();
      const email = newEmail();
      const res = await call(
        "POST",
        `/api/user/me?token=${token}`,
        { customer: { firstname: "Annie", lastName: "Lee-Park", email: email.toUpperCase(), phoneNumber: "(518) 555-0143", id: 999, group_id: 4, password: "x" }, currentPassword: PASSWORD },
      );
      expect(res.status).toBe(200);
      expect(res.result).toMatchObject({ id, email, firstname: "Annie", lastname: "Lee-Park", phoneNumber: "+15185550143", group_id: 1 });
      expect((await call("GET", `/api/user/me?token=${token}`)).result).toEqual(res.result);
      expect((await login(email, PASSWORD)).status).toBe(200);

      const cleared = await call("POST", `/api/user/me?token=${token}`, { customer: { phoneNumber: "" } });
      expect(cleared.result).toMatchObject({ phoneNumber: null, firstname: "Annie" });
      expect(await call("POST", `/api/user/me?token=${token}`, { customer: { phoneNumber: "12" } })).toEqual({
        status: 400,
        result: "Please enter a valid phone number for the selected country.",
      });
      expect((await call("POST", `/api/user/me?token=${token}`, { customer: { email: "nope" } })).status).toBe(400);
      expect((await call("POST", `/api/user/me?token=${token}`, {})).status).toBe(400);
    });

    it("carries the address book and the default address ids", async () => {
      const { token } = await signUp();
      const address = {
        firstname: "Ann",
        lastname: "Lee",
        street: ["1 Main St"],
        city: "Albany",
        postcode: "12207",
        country_id: "US",
        region_id: 43,
        telephone: "(518) 555-0143",
        default_shipping: true,
        default_billing: false,
      };
      const saved = await call("POST", `/api/address/create?token=${token}`, { address });
      expect(saved.status, JSON.stringify(saved.result)).toBe(200);
      const me = (await call("GET", `/api/user/me?token=${token}`)).result;
      expect(me.addresses).toEqual([saved.result.address]);
      expect(me.default_shipping).toBe(saved.result.address.id);
      expect(me.default_billing).toBeNull();
    });

    it("customer A cannot read or change customer B's profile, nor take B's e-mail", async () => {
      const a = await signUp();
      const b = await signUp();
      const mine = await call("POST", "/api/user/me", { customer: { id: b.id, firstname: "Mallory" } }, bearer(a.token));
      expect(mine.result).toMatchObject({ id: a.id, firstname: "Mallory" });
      const bs = await call("GET", "/api/user/me", undefined, bearer(b.token));
      expect(bs.result).toMatchObject({ id: b.id, firstname: "Ann", email: b.email });
      expect(await call("POST", "/api/user/me", { customer: { email: b.email.toUpperCase() }, currentPassword: PASSWORD }, bearer(a.token))).toEqual({
        status: 403,
        result: EMAIL_BELONGS_TO_ANOTHER,
      });
      expect((await call("GET", `/api/user/me?token=${a.token}`)).result.email).toBe(a.email);
    });
  });

  describe("change password", () => {
    it("needs the current password, ends every session and answers a fresh one", async () => {
      const { email, token } = await signUp();
      const otherDevice = (await login(email, PASSWORD)).result as string;
      expect(await call("POST", `/api/user/change-password?token=${token}`, { currentPassword: "Not-It-123", newPassword: "New-Pass-77" })).toEqual({
        status: 400,
        result: CURRENT_PASSWORD_WRONG,
      });
      expect(await call("POST", `/api/user/change-password?token=${token}`, { currentPassword: PASSWORD, newPassword: "weak" })).toEqual({
        status: 400,
        result: passwordMessages.tooShort,
      });
      const changed = await call("POST", `/api/user/change-password?token=${token}`, { currentPassword: PASSWORD, newPassword: "New-Pass-77" });
      expect(changed.status).toBe(200);
      expect(changed.meta.refreshToken).toEqual(expect.any(String));
      expect((await call("GET", `/api/user/me?token=${token}`)).status).toBe(401);
      expect((await call("GET", `/api/user/me?token=${otherDevice}`)).status).toBe(401);
      expect((await call("GET", `/api/user/me?token=${changed.result}`)).status).toBe(200);
      expect((await login(email, PASSWORD)).status).toBe(401);
      expect((await login(email, "New-Pass-77")).status).toBe(200);
      expect((await call("POST", "/api/user/change-password", { currentPassword: "a", newPassword: "b" })).status).toBe(401);
    });

    it("answers 429 after 5 wrong current passwords", async () => {
      const { token } = await signUp();
      for (let i = 0; i < 5; i++) {
        expect((await call("POST", `/api/user/change-password?token=${token}`, { currentPassword: `Guess-${i}-xx`, newPassword: "New-Pass-77" })).status).toBe(400);
      }
      expect(await call("POST", `/api/user/change-password?token=${token}`, { currentPassword: PASSWORD, newPassword: "New-Pass-77" })).toEqual({
        status: 429,
        result: TOO_MANY,
      });
    });
  });

  describe("password reset", () => {
    it("answers the same for every e-mail and mails a link only to an account", async () => {
      const { email } = await signUp();
      const unknown = newEmail();
      expect(await call("POST", "/api/user/reset-password", { email: unknown })).toEqual({ status: 200, result: true });
      expect(await call("POST", "/api/user/reset-password", { email: ` ${email.toUpperCase()}` })).toEqual({ status: 200, result: true });
      const mail = await mailTo(email, /Reset your Petsies password/);
      const link = linkIn(mail, "/customer/account/resetpassword/");
      expect(link.url.origin + link.url.pathname).toBe(`${TEST_SITE_URL}/customer/account/resetpassword/`);
      expect(link.email).toBe(email);
      expect(mail.html).toContain("Choose a new password");
      await new Promise((r) => setTimeout(r, 100));
      expect((await readOutbox(t().outbox)).some((m) => m.to === unknown)).toBe(false);
      expect((await call("POST", "/api/user/reset-password", { email: "nope" })).status).toBe(400);
    });

    it("sets the password once with the link's token, and ends every session", async () => {
      const { email, token } = await signUp();
      await call("POST", "/api/user/reset-password", { email });
      const link = linkIn(await mailTo(email, /Reset/), "/customer/account/resetpassword/");
      // A weak password does not spend the token.
      expect((await call("POST", "/api/user/create-password", { email, resetToken: link.token, newPassword: "weak" })).status).toBe(400);
      expect(await call("POST", "/api/user/create-password", { email: newEmail(), resetToken: link.token, newPassword: "Reset-Pass-9" })).toEqual({
        status: 400,
        result: RESET_LINK_NOT_VALID,
      });
      expect(await call("POST", "/api/user/create-password", { email, resetToken: link.token, newPassword: "Reset-Pass-9" })).toEqual({ status: 200, result: true });
      expect(await call("POST", "/api/user/create-password", { email, resetToken: link.token, newPassword: "Again-Pass-9" })).toEqual({
        status: 400,
        result: RESET_LINK_NOT_VALID,
      });
      expect((await call("GET", `/api/user/me?token=${token}`)).status).toBe(401);
      expect((await login(email, "Reset-Pass-9")).status).toBe(200);
      expect((await call("POST", "/api/user/create-password", { email })).status).toBe(400);
    });

    it("password-reset-confirm does the same; only the newest link works", async () => {
      const { email } = await signUp();
      await call("POST", "/api/user/reset-password", { email });
      const first = linkIn(await mailTo(email, /Reset/), "/customer/account/resetpassword/");
      await call("POST", "/api/user/reset-password", { email });
      const second = linkIn(await mailTo(email, /Reset/), "/customer/account/resetpassword/");
      expect(second.token).not.toBe(first.token);
      expect((await call("POST", "/api/user/password-reset-confirm", { email, resetToken: first.token, newPassword: "Confirm-Pass-9" })).status).toBe(400);
      expect(await call("POST", "/api/user/password-reset-confirm", { email, resetToken: second.token, newPassword: "Confirm-Pass-9" })).toEqual({ status: 200, result: true });
      expect((await login(email, "Confirm-Pass-9")).status).toBe(200);
    });

    it("a reset link expires after an hour", async () => {
      const { email } = await signUp();
      await call("POST", "/api/user/reset-password", { email });
      const link = linkIn(await mailTo(email, /Reset/), "/customer/account/resetpassword/");
      const later = new Date(Date.now() + 61 * 60 * 1000);
      await expect(resetPassword(t().database.db, email, link.token, "Late-Pass-99", "10.200.0.2", later)).rejects.toThrow(RESET_LINK_NOT_VALID);
      expect((await login(email, PASSWORD)).status).toBe(200);
    });

    it("answers 429 to one address after 5 reset requests for one e-mail, or 20 for any", async () => {
      const email = newEmail();
      for (let i = 0; i < 5; i++) expect((await call("POST", "/api/user/reset-password", { email })).status).toBe(200);
      expect(await call("POST", "/api/user/reset-password", { email })).toEqual({ status: 429, result: TOO_MANY });
      for (let i = 0; i < 14; i++) expect((await call("POST", "/api/user/reset-password", { email: newEmail() })).status).toBe(200);
      expect(await call("POST", "/api/user/reset-password", { email: newEmail() })).toEqual({ status: 429, result: TOO_MANY });
    });

    it("never refuses the owner because strangers asked: an e-mail's reset mails stop quietly at 5, and the newest link works", async () => {
      const { email } = await signUp();
      const n = 1 + Math.floor(Math.random() * 250);
      const fromStranger = (i: number) =>
        t().app.inject({ method: "POST", url: "/api/user/reset-password", headers: { "x-forwarded-for": `10.249.${i}.${n}` }, payload: { email } });
      for (let i = 0; i < 8; i++) expect((await fromStranger(i)).json()).toEqual({ code: 200, result: true });
      expect(await call("POST", "/api/user/reset-password", { email })).toEqual({ status: 200, result: true });
      for (let i = 8; i < 12; i++) expect((await fromStranger(i)).statusCode).toBe(200);

      const mails = [];
      for (let i = 0; i < 5; i++) mails.push(await mailTo(email, /Reset your Petsies password/));
      const issued = await t().database.db.select().from(emailTokens).where(and(eq(emailTokens.email, email), eq(emailTokens.kind, "password_reset")));
      expect(issued).toHaveLength(5);
      expect((await readOutbox(t().outbox)).filter((m) => m.to === email && /Reset your Petsies password/.test(m.subject))).toHaveLength(5);
      // Nothing past the cap voided the newest link the owner holds.
      const answers = [];
      for (const mail of mails) {
        const link = linkIn(mail, "/customer/account/resetpassword/");
        answers.push((await call("POST", "/api/user/create-password", { email, resetToken: link.token, newPassword: "Owner-Pass-77" })).status);
      }
      expect(answers.sort()).toEqual([200, 400, 400, 400, 400]);
      expect((await login(email, "Owner-Pass-77")).status).toBe(200);
    });

    it("still e-mails a reset link after 5 sign-in links for the same e-mail, and the other way round", async () => {
      const { email } = await signUp();
      for (let i = 0; i < 5; i++) expect((await call("POST", "/api/customer/login-requests", { email })).status).toBe(200);
      expect((await call("POST", "/api/customer/login-requests", { email })).status).toBe(429);
      expect(await call("POST", "/api/user/reset-password", { email })).toEqual({ status: 200, result: true });
      await mailTo(email, /Reset your Petsies password/);

      const other = newEmail();
      for (let i = 0; i < 5; i++) expect((await call("POST", "/api/user/reset-password", { email: other })).status).toBe(200);
      expect(await call("POST", "/api/customer/login-requests", { email: other })).toEqual({ status: 200, result: true });
    });
  });

  it("answers the backend settings as one nested object", async () => {
    const res = await call("GET", "/api/settings/retrieve");
    expect(res.status).toBe(200);
    expect(res.result.customer.password).toEqual({ minimum_length: 8, required_character_classes_number: 3 });
    expect(res.result.tax.defaultCountry).toBe("US");
  });

  it("describes every account call in the OpenAPI document", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json();
    for (const path of [
      "/api/user/create",
      "/api/user/login",
      "/api/user/refresh",
      "/api/user/me",
      "/api/user/change-password",
      "/api/user/reset-password",
      "/api/user/create-password",
      "/api/user/password-reset-confirm",
      "/api/user/logout",
      "/api/customer/login-requests",
      "/api/customer/authenticate-requests",
      "/api/customer/registration-requests",
      "/api/settings/retrieve",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/api/user/login"].post.responses["200"]).toBeDefined();
  });

  it("never wrote a token, refresh token or reset token to the log", () => {
    expect(secrets.length).toBeGreaterThan(20);
    const logs = t().logs.join("\n");
    expect(logs).toContain("/api/user/me?token=[redacted]");
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toContain(PASSWORD);
  });
});
