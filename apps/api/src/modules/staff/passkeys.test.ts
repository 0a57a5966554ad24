import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { TestAuthenticator } from "../../test/passkey-authenticator.ts";
import { newStaff, STAFF_PASSWORD, staffCall, testAddress, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "./access.ts";
import { addStaff, setPasswordWithToken } from "./accounts.ts";

describe.each(databaseKinds)("staff passkeys on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const authenticator = () => new TestAuthenticator(TEST_SITE_URL, new URL(TEST_SITE_URL).hostname);

  async function withPasskey(member: StaffClient, name = "Work laptop"): Promise<TestAuthenticator> {
    const key = authenticator();
    const options = await member.call("POST", "/api/admin/session/passkeys/options");
    expect(options.status, JSON.stringify(options.result)).toBe(200);
    const added = await member.call("POST", "/api/admin/session/passkeys", { name, response: key.register(options.result) });
    expect(added.status, JSON.stringify(added.result)).toBe(200);
    return key;
  }

  async function signInOptions(ip: string): Promise<{ challenge: string }> {
    const options = await staffCall(t(), "POST", "/api/admin/session/passkey/options", undefined, { "x-forwarded-for": ip });
    expect(options.status).toBe(200);
    return options.result;
  }

  /** Sign-in with the passkey alone: the key answers fresh options. */
  async function passkeySignIn(key: TestAuthenticator, answer?: (options: { challenge: string }) => unknown) {
    const ip = testAddress();
    const options = await signInOptions(ip);
    return staffCall(t(), "POST", "/api/admin/session/passkey", { response: answer ? answer(options) : key.authenticate(options) }, { "x-forwarded-for": ip });
  }

  const trailOf = (staffId: number, action: string) => db().select().from(auditLog).where(and(eq(auditLog.entityId, String(staffId)), eq(auditLog.action, action)));

  it("adds a passkey from a session that passed two-factor, and signs in with it alone", async () => {
    const owner = await newStaff(t(), "owner");
    const key = await withPasskey(owner);
    expect((await owner.call("GET", "/api/admin/session/passkeys")).result.passkeys).toEqual([expect.objectContaining({ name: "Work laptop", lastUsedAt: null })]);
    expect(await trailOf(owner.id, "staff.passkey_added")).toEqual([expect.objectContaining({ after: { passkey: "Work laptop" } })]);

    const signedIn = await passkeySignIn(key);
    expect(signedIn).toMatchObject({ status: 200, result: { staff: { email: owner.email }, totpSetupRequired: false } });
    const cookie = signedIn.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    expect((await owner.call("GET", "/api/admin/orders", undefined, { cookie })).status).toBe(200);
    // A session a passkey opened has passed two-factor: it may add another.
    expect((await owner.call("POST", "/api/admin/session/passkeys/options", undefined, { cookie, csrf: signedIn.result.csrfToken })).status).toBe(200);
    expect((await owner.call("GET", "/api/admin/session/passkeys")).result.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it("makes the address a passkey signed in from one of the member's sign-in places", async () => {
    const owner = await newStaff(t(), "owner");
    const key = await withPasskey(owner);
    const ip = testAddress();
    const options = await signInOptions(ip);
    expect((await staffCall(t(), "POST", "/api/admin/session/passkey", { response: key.authenticate(options) }, { "x-forwarded-for": ip })).status).toBe(200);
    // Strangers exhaust the account's wrong passwords: past that, only the member's places may try.
    const password = (from: string, given = "Wrong-password-1") => staffCall(t(), "POST", "/api/admin/session", { email: owner.email, password: given }, { "x-forwarded-for": from });
    for (let i = 0; i < 10; i++) expect((await password(testAddress())).status).toBe(401);
    expect((await password(testAddress(), STAFF_PASSWORD)).status).toBe(429);
    expect(await password(ip, STAFF_PASSWORD)).toMatchObject({ status: 401, error: "otp_required" });
  });

  it("refuses an answer sent twice, one whose counter went back, and one without the person verified", async () => {
    const member = await newStaff(t(), "support");
    const key = await withPasskey(member);
    const ip = testAddress();
    const answer = key.authenticate(await signInOptions(ip));
    const send = () => staffCall(t(), "POST", "/api/admin/session/passkey", { response: answer }, { "x-forwarded-for": ip });
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 401, error: "passkey_failed" });

    // A copy of the passkey that counts from where the original was before.
    key.counter = 0;
    expect(await passkeySignIn(key)).toMatchObject({ status: 401, error: "passkey_failed" });
    key.counter = 10;
    expect(await passkeySignIn(key, (options) => key.authenticate(options, { verified: false }))).toMatchObject({ status: 401, error: "passkey_failed" });
    expect((await passkeySignIn(key)).status).toBe(200);
  });

  it("signs in once when a copied passkey's two answers with the same count arrive at once", async () => {
    const member = await newStaff(t(), "production");
    const key = await withPasskey(member);
    const ip = testAddress();
    const first = key.authenticate(await signInOptions(ip));
    key.counter -= 1;
    const copy = key.authenticate(await signInOptions(ip));
    const answers = await Promise.all([first, copy].map((response) => staffCall(t(), "POST", "/api/admin/session/passkey", { response }, { "x-forwarded-for": ip })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it("takes a passkey of the member in place of the code after the password, and no one else's", async () => {
    const owner = await newStaff(t(), "owner");
    const key = await withPasskey(owner);
    const other = await newStaff(t(), "production");
    const otherKey = await withPasskey(other);
    const ip = testAddress();
    const signIn = async (password: string, passkey: TestAuthenticator) =>
      staffCall(t(), "POST", "/api/admin/session", { email: owner.email, password, passkey: passkey.authenticate(await signInOptions(ip)) }, { "x-forwarded-for": ip });
    expect(await signIn(STAFF_PASSWORD, otherKey)).toMatchObject({ status: 401, error: "passkey_failed" });
    expect(await signIn("Wrong-password-1", key)).toMatchObject({ status: 401, error: "sign_in_failed" });
    expect(await signIn(STAFF_PASSWORD, key)).toMatchObject({ status: 200, result: { staff: { email: owner.email } } });
  });

  it("adds no passkey from a session that has not passed two-factor, nor with another member's challenge", async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@petsies.test`;
    const { token } = await addStaff(db(), { staffId: null, email: "test setup" }, { email, name: "Pat", role: "owner", refundLimitCents: null });
    await setPasswordWithToken(db(), token, STAFF_PASSWORD);
    const sessionOf = async () => {
      const ip = testAddress();
      const answer = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD }, { "x-forwarded-for": ip });
      const cookie = answer.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
      return { cookie: `${STAFF_COOKIE}=${cookie}`, "x-csrf-token": answer.result.csrfToken, "x-forwarded-for": ip };
    };
    // Two sessions on the password alone; the second turns two-factor on with its code, the first never passed it.
    const passwordOnly = await sessionOf();
    const withCode = await sessionOf();
    const setup = await staffCall(t(), "POST", "/api/admin/session/totp/setup", undefined, withCode);
    expect((await staffCall(t(), "POST", "/api/admin/session/totp/confirm", { otp: await generate({ secret: setup.result.secret }) }, withCode)).status).toBe(200);
    expect(await staffCall(t(), "POST", "/api/admin/session/passkeys/options", undefined, passwordOnly)).toMatchObject({ status: 403, error: "second_factor_required" });

    const someoneElse = await newStaff(t(), "support");
    const theirOptions = await someoneElse.call("POST", "/api/admin/session/passkeys/options");
    const key = authenticator();
    const added = await staffCall(t(), "POST", "/api/admin/session/passkeys", { name: "Stolen", response: key.register(theirOptions.result) }, withCode);
    expect(added).toMatchObject({ status: 400, fields: { response: expect.any(String) } });
    expect((await staffCall(t(), "GET", "/api/admin/session/passkeys", undefined, withCode)).result.passkeys).toEqual([]);
  });

  it("removes a passkey, which then signs nobody in", async () => {
    const member = await newStaff(t(), "production");
    const key = await withPasskey(member, "Old phone");
    const [passkey] = (await member.call("GET", "/api/admin/session/passkeys")).result.passkeys;
    expect(await member.call("POST", `/api/admin/session/passkeys/${passkey.id}/delete`)).toMatchObject({ status: 200, result: { passkeys: [] } });
    expect(await trailOf(member.id, "staff.passkey_removed")).toEqual([expect.objectContaining({ before: { passkey: "Old phone" } })]);
    expect(await passkeySignIn(key)).toMatchObject({ status: 401, error: "passkey_failed" });
    expect((await member.call("POST", `/api/admin/session/passkeys/${passkey.id}/delete`)).status).toBe(404);
  });
});
