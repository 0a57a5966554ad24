import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "@petsies/contract/admin";
import { auditLog, staffMembers, staffPasswordTokens, staffSessions } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { runShopCommand } from "../../cli/shop-commands.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { newStaff, nextCode, STAFF_PASSWORD, staffCall, testAddress } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "./access.ts";
import { addStaff, setPasswordWithToken } from "./accounts.ts";

/** The first four groups of a fresh IPv6 /64 (documentation range), to end with the address's last four. */
const ipv6Block = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

describe.each(databaseKinds)("staff accounts and sign-in on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  /** The reset e-mail to a member, waiting for it (it goes out in the background). */
  async function resetMailTo(email: string) {
    for (let i = 0; i < 100; i++) {
      const mail = (await readOutbox(t().outbox)).find((m) => m.to === email && m.subject === "Reset your Petsies back office password");
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no reset e-mail to ${email}`);
  }

  it("makes the first owner with the staff tool, who chooses a password and must set up two-factor before anything else", async () => {
    const email = `first-owner-${Date.now()}@petsies.test`;
    const added = await runShopCommand(db(), ["staff", "add", email, "--role", "owner", "--name", "Olive"], { defaultBy: "root", siteUrl: TEST_SITE_URL });
    expect(added.code, added.stderr).toBe(0);
    const link = added.stdout.match(/http:\/\/shop\.test\/admin\/set-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const ip = testAddress();

    // No password yet: sign-in is refused with the one text for every wrong case.
    const early = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD }, { "x-forwarded-for": ip });
    expect(early).toMatchObject({ status: 401, error: "sign_in_failed" });

    const weak = await staffCall(t(), "POST", "/api/admin/password", { token: link![1], password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.result).toContain("at least 10 characters");
    // The set-password form places the refusal at its field by this, not by the words.
    expect(weak.fields).toEqual({ password: weak.result });
    expect((await staffCall(t(), "POST", "/api/admin/password", { token: link![1], password: STAFF_PASSWORD })).status).toBe(200);
    const again = await staffCall(t(), "POST", "/api/admin/password", { token: link![1], password: STAFF_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.result).toMatch(/not valid or has expired/);
    expect(again.fields).toBeUndefined();

    const signIn = await staffCall(t(), "POST", "/api/admin/session", { email: email.toUpperCase(), password: STAFF_PASSWORD }, { "x-forwarded-for": ip });
    expect(signIn.status).toBe(200);
    expect(signIn.result).toMatchObject({ staff: { email, role: "owner", name: "Olive", totpEnabled: false }, totpSetupRequired: true });
    const cookie = signIn.cookies.find((c) => c.name === STAFF_COOKIE) as unknown as Record<string, unknown>;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/admin" });
    const headers = { cookie: `${STAFF_COOKIE}=${cookie.value}`, "x-csrf-token": signIn.result.csrfToken, "x-forwarded-for": ip };

    expect(await staffCall(t(), "GET", "/api/admin/orders", undefined, headers)).toMatchObject({ status: 403, error: "totp_setup_required" });
    const setup = await staffCall(t(), "POST", "/api/admin/session/totp/setup", undefined, headers);
    expect(setup.result.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Petsies%20back%20office:/);
    const wrong = await staffCall(t(), "POST", "/api/admin/session/totp/confirm", { otp: "000000" }, headers);
    expect(wrong.status).toBe(400);
    const confirmed = await staffCall(t(), "POST", "/api/admin/session/totp/confirm", { otp: await generate({ secret: setup.result.secret }) }, headers);
    expect(confirmed.status).toBe(200);
    expect(confirmed.result).toMatchObject({ staff: { totpEnabled: true }, totpSetupRequired: false });
    expect((await staffCall(t(), "GET", "/api/admin/orders", undefined, headers)).status).toBe(200);

    // From now on the password alone is not enough, and a code works once.
    const noCode = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD }, { "x-forwarded-for": ip });
    expect(noCode).toMatchObject({ status: 401, error: "otp_required" });
    expect(noCode.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
    const code = await nextCode(setup.result.secret);
    expect((await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD, otp: code }, { "x-forwarded-for": ip })).status).toBe(200);
    const replay = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD, otp: code }, { "x-forwarded-for": ip });
    expect(replay).toMatchObject({ status: 401, error: "otp_invalid" });
    const wrongPassword = await staffCall(t(), "POST", "/api/admin/session", { email, password: "Wrong-password-1", otp: await nextCode(setup.result.secret, -1) }, { "x-forwarded-for": ip });
    expect(wrongPassword).toMatchObject({ status: 401, error: "sign_in_failed" });

    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const support = await runShopCommand(db(), ["staff", "add", `s-${email}`, "--role", "support", "--refund-limit", "49.99"], { defaultBy: "root", siteUrl: TEST_SITE_URL });
    expect(support.stdout).toContain("(Support)");
    expect((await db().select().from(staffMembers).where(eq(staffMembers.email, `s-${email}`)))[0]!.refundLimitCents).toBe(4999);
    const badLimit = await runShopCommand(db(), ["staff", "add", `t-${email}`, "--role", "support", "--refund-limit", "lots"], { defaultBy: "root", siteUrl: TEST_SITE_URL });
    expect(badLimit).toMatchObject({ code: 2, stderr: expect.stringContaining("not an amount in dollars") });
    const listed = await runShopCommand(db(), ["staff", "list"], { defaultBy: "root" });
    expect(listed.stdout).toMatch(new RegExp(`${email}\\s+Owner\\s+2FA`));
    expect((await runShopCommand(db(), ["staff", "disable", `s-${email}`], { defaultBy: "root" })).stdout).toContain("is disabled");
    expect((await runShopCommand(db(), ["staff", "role", `s-${email}`, "boss"], { defaultBy: "root" })).stderr).toContain('"boss" is not a role');
    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, String(row!.id)));
    expect(trail.map((a) => a.action)).toEqual(expect.arrayContaining(["staff.create", "staff.password_set", "session.sign_in", "staff.totp_enabled"]));
    expect(trail.find((a) => a.action === "staff.create")!.staffEmail).toBe("staff tool: root");
    expect(JSON.stringify(trail)).not.toContain("scrypt$");
  });

  it("opens one session for a two-factor code sent with six sign-ins at once, and the code is refused after", async () => {
    const owner = await newStaff(t(), "owner");
    const code = await nextCode(owner.secret!);
    // Each from its own address, so no sign-in limit answers any of them.
    const signIn = () => staffCall(t(), "POST", "/api/admin/session", { email: owner.email, password: STAFF_PASSWORD, otp: code }, { "x-forwarded-for": testAddress() });
    const answers = await Promise.all(Array.from({ length: 6 }, signIn));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(answers.filter((a) => a.status === 401).every((a) => a.error === "otp_invalid")).toBe(true);
    // The session newStaff opened, and the one sign-in that took the code.
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, owner.id))).toHaveLength(2);
    expect(await signIn()).toMatchObject({ status: 401, error: "otp_invalid" });
  });

  it("turns two-factor on once when its first code is confirmed six times at once", async () => {
    const email = `owner-${Date.now()}@petsies.test`;
    const { token } = await addStaff(db(), { staffId: null, email: "test setup" }, { email, name: "Oona", role: "owner", refundLimitCents: null });
    await setPasswordWithToken(db(), token, STAFF_PASSWORD);
    const ip = testAddress();
    const signIn = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD }, { "x-forwarded-for": ip });
    const cookie = signIn.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    const headers = { cookie: `${STAFF_COOKIE}=${cookie}`, "x-csrf-token": signIn.result.csrfToken, "x-forwarded-for": ip };
    const setup = await staffCall(t(), "POST", "/api/admin/session/totp/setup", undefined, headers);
    const otp = await generate({ secret: setup.result.secret });
    const answers = await Promise.all(Array.from({ length: 6 }, () => staffCall(t(), "POST", "/api/admin/session/totp/confirm", { otp }, headers)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.email, email));
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entityId, String(row!.id)), eq(auditLog.action, "staff.totp_enabled")));
    expect(trail).toHaveLength(1);
    // The confirming code cannot open a session either.
    const later = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD, otp }, { "x-forwarded-for": ip });
    expect(later).toMatchObject({ status: 401, error: "otp_invalid" });
  });

  /** A member added and given a password, not yet signed in. */
  async function addedMember(role: StaffRole): Promise<string> {
    const email = `${role}-${randomUUID().slice(0, 8)}@petsies.test`;
    const { token } = await addStaff(db(), { staffId: null, email: "test setup" }, { email, name: `New ${role}`, role, refundLimitCents: null });
    await setPasswordWithToken(db(), token, STAFF_PASSWORD);
    return email;
  }

  /** A session of the member from its own address: its headers and the sign-in's answer. */
  async function openSession(email: string, otp?: string) {
    const ip = testAddress();
    const signIn = await staffCall(t(), "POST", "/api/admin/session", { email, password: STAFF_PASSWORD, otp }, { "x-forwarded-for": ip });
    expect(signIn.status, JSON.stringify(signIn.result)).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    return { answer: signIn.result, ip, headers: { cookie: `${STAFF_COOKIE}=${cookie}`, "x-csrf-token": signIn.result.csrfToken, "x-forwarded-for": ip } };
  }

  it("refuses to replace a second factor without the password and a current code, and counts wrong ones as failed sign-ins", async () => {
    const owner = await newStaff(t(), "owner");
    const setup = await owner.call("POST", "/api/admin/session/totp/setup");
    const otp = await generate({ secret: setup.result.secret });
    const currentOtp = await nextCode(owner.secret!);

    const bare = await owner.call("POST", "/api/admin/session/totp/confirm", { otp });
    expect(bare).toMatchObject({ status: 400, fields: { password: "Enter your password", currentOtp: expect.any(String) } });
    const wrongPassword = await owner.call("POST", "/api/admin/session/totp/confirm", { otp, password: "Wrong-password-1", currentOtp });
    expect(wrongPassword).toMatchObject({ status: 400, fields: { password: "That password is not right." } });
    const wrongCode = await owner.call("POST", "/api/admin/session/totp/confirm", { otp, password: STAFF_PASSWORD, currentOtp: "000000" });
    expect(wrongCode).toMatchObject({ status: 400, fields: { currentOtp: expect.stringContaining("not right") } });
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.id, owner.id));
    expect(row!.totpSecret).toBe(owner.secret);

    // Each wrong try counts as a wrong sign-in from this address: five stop it, for sign-in as well.
    for (let i = 0; i < 3; i++) expect((await owner.call("POST", "/api/admin/session/totp/confirm", { otp, password: "Wrong-password-1", currentOtp })).status).toBe(400);
    expect((await owner.call("POST", "/api/admin/session/totp/confirm", { otp, password: STAFF_PASSWORD, currentOtp })).status).toBe(429);
    expect((await staffCall(t(), "POST", "/api/admin/session", { email: owner.email, password: STAFF_PASSWORD, otp: currentOtp }, { "x-forwarded-for": owner.ip })).status).toBe(429);
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entityId, String(owner.id)), eq(auditLog.action, "staff.totp_replaced")));
    expect(trail).toHaveLength(0);
  });

  it("replaces a second factor with the password and a current code: every other session ends, and the log says replaced", async () => {
    const email = await addedMember("owner");
    // Two sessions from before two-factor was on: the one that sets it up and replaces it, and another.
    const here = await openSession(email);
    const elsewhere = await openSession(email);
    const first = await staffCall(t(), "POST", "/api/admin/session/totp/setup", undefined, here.headers);
    const old = first.result.secret as string;
    expect((await staffCall(t(), "POST", "/api/admin/session/totp/confirm", { otp: await generate({ secret: old }) }, here.headers)).status).toBe(200);
    expect((await staffCall(t(), "GET", "/api/admin/orders", undefined, elsewhere.headers)).status).toBe(200);

    const setup = await staffCall(t(), "POST", "/api/admin/session/totp/setup", undefined, here.headers);
    const body = { otp: await generate({ secret: setup.result.secret }), password: STAFF_PASSWORD, currentOtp: await nextCode(old) };
    const replaced = await staffCall(t(), "POST", "/api/admin/session/totp/confirm", body, here.headers);
    expect(replaced).toMatchObject({ status: 200, result: { staff: { email, totpEnabled: true }, totpSetupRequired: false } });
    expect((await staffCall(t(), "GET", "/api/admin/orders", undefined, here.headers)).status).toBe(200);
    expect(await staffCall(t(), "GET", "/api/admin/orders", undefined, elsewhere.headers)).toMatchObject({ status: 401, error: "unauthenticated" });
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(row!.totpSecret).toBe(setup.result.secret);

    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "staff"), eq(auditLog.entityId, String(row!.id))));
    expect(trail.filter((a) => a.action === "staff.totp_enabled")).toHaveLength(1);
    expect(trail.filter((a) => a.action === "staff.totp_replaced")).toEqual([
      expect.objectContaining({ staffEmail: email, before: { totpEnabled: true }, after: { totpEnabled: true, otherSessionsEnded: 1 } }),
    ]);
    // The same request again finds nothing pending to turn on.
    expect((await staffCall(t(), "POST", "/api/admin/session/totp/confirm", body, here.headers)).status).toBe(400);
  });

  it("asks production and support to set up two-factor while the owner's setting is on (the default), not once it is off; owners always", async () => {
    const owner = await newStaff(t(), "owner");
    expect(await owner.call("GET", "/api/admin/staff/settings")).toMatchObject({ status: 200, result: { twoFactorRequired: true } });
    const email = await addedMember("support");
    const held = await openSession(email);
    expect(held.answer.totpSetupRequired).toBe(true);
    expect(await staffCall(t(), "GET", "/api/admin/orders", undefined, held.headers)).toMatchObject({ status: 403, error: "totp_setup_required" });

    expect(await owner.call("PATCH", "/api/admin/staff/settings", { twoFactorRequired: false })).toMatchObject({ status: 200, result: { twoFactorRequired: false } });
    try {
      const free = await openSession(email);
      expect(free.answer.totpSetupRequired).toBe(false);
      expect((await staffCall(t(), "GET", "/api/admin/orders", undefined, free.headers)).status).toBe(200);
      // An owner without two-factor is held whatever the setting.
      expect((await openSession(await addedMember("owner"))).answer.totpSetupRequired).toBe(true);
    } finally {
      expect((await owner.call("PATCH", "/api/admin/staff/settings", { twoFactorRequired: true })).status).toBe(200);
    }
    // On again: the member's open session is held at the set-up at its next call.
    expect(await staffCall(t(), "GET", "/api/admin/orders", undefined, held.headers)).toMatchObject({ status: 403, error: "totp_setup_required" });
    const trail = await owner.call("GET", `/api/admin/audit?entityType=setting&entityId=staff.two_factor_required`);
    expect(trail.result.entries.map((e: { after: unknown }) => e.after)).toEqual(expect.arrayContaining([{ twoFactorRequired: false }, { twoFactorRequired: true }]));
    expect(await owner.call("PATCH", "/api/admin/staff/settings", { twoFactorRequired: "no" })).toMatchObject({ status: 400 });
  });

  it("refuses calls without a session, with a customer's token, or without the CSRF token", async () => {
    const member = await newStaff(t(), "production");
    expect(await member.call("GET", "/api/admin/orders", undefined, { cookie: null })).toMatchObject({ status: 401, error: "unauthenticated" });
    expect(await member.call("GET", "/api/admin/orders", undefined, { cookie: "made-up-session-token" })).toMatchObject({ status: 401 });
    const shopper = await newShopper(t());
    const withCustomerToken = await staffCall(t(), "GET", `/api/admin/orders?token=${shopper.token}`, undefined, { authorization: `Bearer ${shopper.token}` });
    expect(withCustomerToken).toMatchObject({ status: 401, error: "unauthenticated" });
    // A customer token where the session cookie goes is no staff session either.
    expect(await member.call("GET", "/api/admin/orders", undefined, { cookie: shopper.token })).toMatchObject({ status: 401 });

    expect(await member.call("POST", "/api/admin/session/sign-out", undefined, { csrf: null })).toMatchObject({ status: 403, error: "csrf" });
    expect(await member.call("POST", "/api/admin/session/sign-out", undefined, { csrf: "forged" })).toMatchObject({ status: 403, error: "csrf" });
    expect((await member.call("GET", "/api/admin/session")).status).toBe(200);
  });

  it("answers the same CSRF token to every tab of a session, and another session's token is refused", async () => {
    const member = await newStaff(t(), "support");
    const session = await member.call("GET", "/api/admin/session");
    expect(session.result.csrfToken).toBe(member.csrf);
    const other = await newStaff(t(), "support");
    expect(await member.call("POST", "/api/admin/session/sign-out", undefined, { csrf: other.csrf })).toMatchObject({ status: 403, error: "csrf" });
    expect((await member.call("POST", "/api/admin/session/sign-out")).status).toBe(200);
    expect((await member.call("GET", "/api/admin/session")).status).toBe(401);
  });

  it("signs out everywhere: every session of the member ends", async () => {
    const member = await newStaff(t(), "support");
    const second = await staffCall(t(), "POST", "/api/admin/session", { email: member.email, password: STAFF_PASSWORD, otp: await nextCode(member.secret!) }, { "x-forwarded-for": testAddress() });
    const otherCookie = second.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    expect((await member.call("GET", "/api/admin/session", undefined, { cookie: otherCookie })).status).toBe(200);
    expect((await member.call("POST", "/api/admin/session/sign-out-everywhere")).status).toBe(200);
    expect((await member.call("GET", "/api/admin/session")).status).toBe(401);
    expect((await member.call("GET", "/api/admin/session", undefined, { cookie: otherCookie })).status).toBe(401);
  });

  it("limits wrong sign-ins per account and address, and the right password clears them", async () => {
    const member = await newStaff(t(), "production");
    const ip = testAddress();
    const attempt = async (password: string, from = ip, otp?: string) => staffCall(t(), "POST", "/api/admin/session", { email: member.email, password, otp }, { "x-forwarded-for": from });
    for (let i = 0; i < 4; i++) expect((await attempt("Wrong-password-1")).status).toBe(401);
    expect((await attempt(STAFF_PASSWORD, ip, await nextCode(member.secret!))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("Wrong-password-1")).status).toBe(401);
    expect((await attempt(STAFF_PASSWORD)).status).toBe(429);
  });

  it("holds guessing from many addresses to the account's limit, and the member still signs in where they did before", async () => {
    const member = await newStaff(t(), "production");
    const attempt = (password: string, from: string, otp?: string) => staffCall(t(), "POST", "/api/admin/session", { email: member.email, password, otp }, { "x-forwarded-for": from });
    const home = testAddress();
    expect((await attempt(STAFF_PASSWORD, home, await nextCode(member.secret!))).status).toBe(200);
    // Once the account has had 10 failures, every address is stopped but the places the member signed in from.
    const strangers = Array.from({ length: 10 }, testAddress);
    for (const from of strangers) expect((await attempt("Wrong-password-1", from)).status).toBe(401);
    expect((await attempt("Wrong-password-1", strangers[0]!)).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await attempt("Wrong-password-1", testAddress())).status).toBe(429);
    // The password is taken at home, and the code asked for (each code works once, and the one this test could use is spent above).
    expect(await attempt(STAFF_PASSWORD, home)).toMatchObject({ status: 401, error: "otp_required" });
    // Elsewhere the member waits for the window, or spends a reset link there.
    const away = testAddress();
    expect((await attempt(STAFF_PASSWORD, away)).status).toBe(429);
    expect((await staffCall(t(), "POST", "/api/admin/password-reset", { email: member.email }, { "x-forwarded-for": away })).status).toBe(200);
    const token = (await resetMailTo(member.email)).text.match(/set-password\?token=(\S+)/)![1]!;
    expect((await staffCall(t(), "POST", "/api/admin/password", { token, password: "A-new-password-97" }, { "x-forwarded-for": away })).status).toBe(200);
    expect(await attempt("A-new-password-97", away)).toMatchObject({ status: 401, error: "otp_required" });
  });

  it("counts the addresses of one IPv6 /64 as one client, for passwords and owners' codes alike", async () => {
    const support = await newStaff(t(), "support");
    const owner = await newStaff(t(), "owner");
    const block = ipv6Block();
    const signIn = (email: string, password: string, address: string, otp?: string) =>
      staffCall(t(), "POST", "/api/admin/session", { email, password, ...(otp ? { otp } : {}) }, { "x-forwarded-for": address });

    const passwords: number[] = [];
    for (let i = 1; i <= 30; i++) passwords.push((await signIn(support.email, "Wrong-password-1", `${block}:${i.toString(16)}:0:0:1`)).status);
    expect(passwords).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);

    // The right password with wrong codes, each from a new address of another /64.
    const codesFrom = ipv6Block();
    const codes: string[] = [];
    for (let i = 1; i <= 30; i++) {
      const answer = await signIn(owner.email, STAFF_PASSWORD, `${codesFrom}::${i.toString(16)}`, await nextCode(owner.secret!, 100 + i));
      codes.push(answer.error ?? String(answer.status));
    }
    expect(codes).toEqual([...Array(5).fill("otp_invalid"), ...Array(25).fill("429")]);
    expect((await signIn(owner.email, STAFF_PASSWORD, `${codesFrom}::ffff`, await nextCode(owner.secret!))).status).toBe(429);
  });

  it("e-mails a reset link to a known member, answers the same for an unknown e-mail, and the link works once", async () => {
    const member = await newStaff(t(), "support");
    const ip = testAddress();
    const known = await staffCall(t(), "POST", "/api/admin/password-reset", { email: member.email }, { "x-forwarded-for": ip });
    const unknown = await staffCall(t(), "POST", "/api/admin/password-reset", { email: "nobody@petsies.test" }, { "x-forwarded-for": ip });
    expect(known).toMatchObject({ status: 200, result: true });
    expect(unknown).toMatchObject({ status: 200, result: true });
    let mail;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await readOutbox(t().outbox)).find((m) => m.to === member.email && m.subject === "Reset your Petsies back office password");
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    const token = mail!.text.match(/set-password\?token=(\S+)/)![1]!;
    expect((await staffCall(t(), "POST", "/api/admin/password", { token, password: "A-new-password-99" })).status).toBe(200);
    // The old session ended with the password change.
    expect((await member.call("GET", "/api/admin/session")).status).toBe(401);
    expect((await staffCall(t(), "POST", "/api/admin/password", { token, password: "A-new-password-98" })).status).toBe(400);
    const signIn = await staffCall(t(), "POST", "/api/admin/session", { email: member.email, password: "A-new-password-99", otp: await nextCode(member.secret!) }, { "x-forwarded-for": ip });
    expect(signIn.status).toBe(200);
  });

  it("never refuses a member's reset request because strangers asked: the reset mails stop quietly at 5", async () => {
    const member = await newStaff(t(), "support");
    const ask = (address: string) => staffCall(t(), "POST", "/api/admin/password-reset", { email: member.email }, { "x-forwarded-for": address });
    for (let i = 0; i < 8; i++) expect(await ask(testAddress())).toMatchObject({ status: 200, result: true });
    expect(await ask(testAddress())).toMatchObject({ status: 200, result: true });
    const resetMails = async () => (await readOutbox(t().outbox)).filter((m) => m.to === member.email && m.subject === "Reset your Petsies back office password");
    for (let i = 0; i < 100 && (await resetMails()).length < 5; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await resetMails()).toHaveLength(5);
    // The set-password link of the staff tool, and the five links mailed.
    expect(await db().select().from(staffPasswordTokens).where(eq(staffPasswordTokens.staffId, member.id))).toHaveLength(6);
    // One address asking for one e-mail again and again is refused, past 5.
    const flooder = testAddress();
    for (let i = 0; i < 5; i++) expect((await ask(flooder)).status).toBe(200);
    expect((await ask(flooder)).status).toBe(429);
  });

  it("lets an owner add, change and disable members, keeps one owner, and logs each change", async () => {
    const owner = await newStaff(t(), "owner");
    const email = `new-${Date.now()}@petsies.test`;
    const added = await owner.call("POST", "/api/admin/staff", { email, name: "Pat", role: "support", refundLimitCents: 5000 });
    expect(added.status).toBe(200);
    expect(added.result.staff).toMatchObject({ email, role: "support", refundLimitCents: 5000, disabled: false });
    expect(added.result.setPasswordLink).toMatch(/^http:\/\/shop\.test\/admin\/set-password\?token=/);
    expect((await owner.call("POST", "/api/admin/staff", { email, name: "Pat", role: "support" })).status).toBe(409);
    const bad = await owner.call("POST", "/api/admin/staff", { email: "not-an-email", name: "", role: "boss" });
    expect(bad.status).toBe(400);

    const id = added.result.staff.id as number;
    const changed = await owner.call("PATCH", `/api/admin/staff/${id}`, { role: "production" });
    expect(changed.result).toMatchObject({ role: "production", refundLimitCents: null });
    const disabled = await owner.call("PATCH", `/api/admin/staff/${id}`, { disabled: true });
    expect(disabled.result.disabled).toBe(true);
    expect((await owner.call("GET", "/api/admin/staff")).result.staff.map((s: { email: string }) => s.email)).toContain(email);

    const trail = await owner.call("GET", `/api/admin/audit?entityType=staff&entityId=${id}`);
    expect(trail.result.entries.map((e: { action: string }) => e.action)).toEqual(["staff.change", "staff.change", "staff.create"]);
    expect(trail.result.entries[1]).toMatchObject({ staffEmail: owner.email, before: { role: "support" }, after: { role: "production" } });
    const byOwner = await owner.call("GET", `/api/admin/audit?staff=${encodeURIComponent(owner.email)}&action=staff.create`);
    expect(byOwner.result.total).toBe(1);
  });

  it("never lets the last enabled owner be demoted or disabled", async () => {
    const owner = await newStaff(t(), "owner");
    const owners = await db().select().from(staffMembers).where(eq(staffMembers.role, "owner"));
    // Leave this owner the only enabled one.
    for (const o of owners) if (o.id !== owner.id) await db().update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, o.id));
    const demote = await owner.call("PATCH", `/api/admin/staff/${owner.id}`, { role: "support" });
    expect(demote.status).toBe(400);
    expect(demote.result).toMatch(/at least one owner/);
    expect((await owner.call("PATCH", `/api/admin/staff/${owner.id}`, { disabled: true })).status).toBe(400);
  });

  it("ends a disabled member's sessions at once, and they cannot sign in", async () => {
    const owner = await newStaff(t(), "owner");
    const member = await newStaff(t(), "production");
    expect((await owner.call("PATCH", `/api/admin/staff/${member.id}`, { disabled: true })).status).toBe(200);
    expect((await member.call("GET", "/api/admin/orders")).status).toBe(401);
    const signIn = await staffCall(t(), "POST", "/api/admin/session", { email: member.email, password: STAFF_PASSWORD }, { "x-forwarded-for": testAddress() });
    expect(signIn).toMatchObject({ status: 401, error: "sign_in_failed" });
  });
});

/**
 * Staff calls the role walk leaves to the sign-in tests above: those made before there is a session (signing in,
 * choosing a password, asking for a reset link), and those that end or change the caller's own session.
 */
const OPEN_CALLS = new Set([
  "POST /api/admin/session",
  "POST /api/admin/password",
  "POST /api/admin/password-reset",
  "POST /api/admin/session/sign-out",
  "POST /api/admin/session/sign-out-everywhere",
  "POST /api/admin/session/totp/setup",
  "POST /api/admin/session/totp/confirm",
  "POST /api/admin/session/passkey/options",
  "POST /api/admin/session/passkey",
]);

/** A call's URL as the OpenAPI document writes its path: the made-up ids as the route's parameters. */
const templateOf = (url: string) => url.split("?")[0]!.replace("/999999999", "/{incrementId}").replace(/\/999999(?=\/|$)/g, "/{id}").replace("/versions/888888", "/versions/{versionId}").replace("/888888", "/{productId}").replace("/777777", "/{childId}");

describe.each(databaseKinds)("who may call what in the staff API on %s", (kind) => {
  const t = useTestApp(kind);

  // Each call with the roles it allows. Bodies are left empty or wrong on purpose: an allowed role gets
  // past the access check to the body's validation (400) or a missing record (404), never 403.
  const O = ["owner"];
  const OS = ["owner", "support"];
  const ALL = ["owner", "production", "support"];
  const calls: [method: "GET" | "POST" | "PATCH" | "PUT", url: string, roles: string[]][] = [
    ["GET", "/api/admin/session", ["owner", "production", "support"]],
    ["GET", "/api/admin/session/passkeys", ALL],
    ["POST", "/api/admin/session/passkeys/options", ALL],
    ["POST", "/api/admin/session/passkeys", ALL],
    ["POST", "/api/admin/session/passkeys/999999/delete", ALL],
    ["GET", "/api/admin/staff", ["owner"]],
    ["POST", "/api/admin/staff", ["owner"]],
    ["PATCH", "/api/admin/staff/999999", ["owner"]],
    ["GET", "/api/admin/staff/settings", ["owner"]],
    ["PATCH", "/api/admin/staff/settings", ["owner"]],
    ["GET", "/api/admin/audit", ["owner"]],
    ["GET", "/api/admin/orders", ["owner", "production", "support"]],
    ["GET", "/api/admin/orders/board", ["owner", "production", "support"]],
    ["GET", "/api/admin/dashboard", ["owner", "production", "support"]],
    ["GET", "/api/admin/orders/999999999", ["owner", "production", "support"]],
    ["POST", "/api/admin/order-items/999999/status", ["owner", "production", "support"]],
    ["POST", "/api/admin/order-items/bulk-status", ["owner", "production", "support"]],
    ["POST", "/api/admin/order-items/999999/shipments", ["owner", "production", "support"]],
    ["POST", "/api/admin/order-items/999999/estimate", ["owner", "production", "support"]],
    ["POST", "/api/admin/order-items/999999/hold", ["owner", "production", "support"]],
    ["POST", "/api/admin/order-items/999999/release", ["owner", "production", "support"]],
    ["POST", "/api/admin/orders/999999999/cancel", ["owner", "support"]],
    ["POST", "/api/admin/orders/999999999/refunds", ["owner", "support"]],
    ["GET", "/api/admin/jobs", ["owner"]],
    ["GET", "/api/admin/customers", ["owner", "support"]],
    ["GET", "/api/admin/customers/999999", ["owner", "support"]],
    ["PATCH", "/api/admin/customers/999999", ["owner", "support"]],
    ["POST", "/api/admin/customers/999999/password-reset", ["owner", "support"]],
    ["GET", "/api/admin/customers/999999/export", ["owner", "support"]],
    ["POST", "/api/admin/customers/999999/erase", ["owner"]],
    ["POST", "/api/admin/jobs/999999/retry", ["owner"]],
    ["GET", "/api/admin/products", ALL],
    ["GET", "/api/admin/products/choices", ALL],
    ["GET", "/api/admin/products/999999", ALL],
    ["POST", "/api/admin/products", O],
    ["PATCH", "/api/admin/products/999999", O],
    ["POST", "/api/admin/products/999999/duplicate", O],
    ["POST", "/api/admin/products/999999/status", O],
    ["POST", "/api/admin/products/999999/pictures", O],
    ["PUT", "/api/admin/products/999999/pictures", O],
    ["PUT", "/api/admin/products/999999/configurable-options", O],
    ["POST", "/api/admin/products/999999/children/generate", O],
    ["GET", "/api/admin/products/999999/customizations", ALL],
    ["GET", "/api/admin/products/999999/customizations/preview", ALL],
    ["PUT", "/api/admin/products/999999/customizations", O],
    ["POST", "/api/admin/products/999999/children/777777/remove", O],
    ["PUT", "/api/admin/products/999999/bundle-options", O],
    ["PUT", "/api/admin/products/999999/grouped-links", O],
    ["POST", "/api/admin/products/999999/download", O],
    ["PUT", "/api/admin/products/999999/download", O],
    ["PUT", "/api/admin/products/999999/gift-card", O],
    ["GET", "/api/admin/categories", O],
    ["POST", "/api/admin/categories", O],
    ["GET", "/api/admin/categories/999999", O],
    ["PATCH", "/api/admin/categories/999999", O],
    ["POST", "/api/admin/categories/999999/move", O],
    ["POST", "/api/admin/categories/999999/delete", O],
    ["GET", "/api/admin/categories/999999/products", O],
    ["POST", "/api/admin/categories/999999/products", O],
    ["POST", "/api/admin/categories/999999/products/order", O],
    ["POST", "/api/admin/categories/999999/products/888888/delete", O],
    ["POST", "/api/admin/catalogue/imports", O],
    ["GET", "/api/admin/catalogue/imports/999999", O],
    ["POST", "/api/admin/catalogue/imports/999999/apply", O],
    ["GET", "/api/admin/catalogue/export", O],
    ["GET", "/api/admin/coupons", O],
    ["POST", "/api/admin/coupons", O],
    ["GET", "/api/admin/coupons/categories", O],
    ["GET", "/api/admin/coupons/999999", O],
    ["PATCH", "/api/admin/coupons/999999", O],
    ["POST", "/api/admin/coupons/999999/state", O],
    ["GET", "/api/admin/coupons/999999/codes", O],
    ["GET", "/api/admin/campaigns", O],
    ["POST", "/api/admin/campaigns", O],
    ["GET", "/api/admin/campaigns/categories", O],
    ["POST", "/api/admin/campaigns/banner-preview", O],
    ["GET", "/api/admin/campaigns/999999", O],
    ["PATCH", "/api/admin/campaigns/999999", O],
    ["POST", "/api/admin/campaigns/999999/default", O],
    ["POST", "/api/admin/campaigns/999999/state", O],
    ["GET", "/api/admin/content/stories", O],
    ["POST", "/api/admin/content/stories", O],
    ["GET", "/api/admin/content/stories/999999", O],
    ["PUT", "/api/admin/content/stories/999999/draft", O],
    ["POST", "/api/admin/content/stories/999999/publish", O],
    ["POST", "/api/admin/content/stories/999999/unpublish", O],
    ["GET", "/api/admin/content/stories/999999/versions", O],
    ["POST", "/api/admin/content/stories/999999/versions/888888/restore", O],
    ["GET", "/api/admin/content/stories/999999/preview", O],
    ["GET", "/api/admin/content/pictures", O],
    ["POST", "/api/admin/content/pictures", O],
    ["GET", "/api/admin/gift-cards", OS],
    ["POST", "/api/admin/gift-cards", O],
    ["GET", "/api/admin/gift-cards/templates", O],
    ["GET", "/api/admin/gift-cards/999999", OS],
    ["POST", "/api/admin/gift-cards/999999/adjustments", O],
    ["POST", "/api/admin/gift-cards/999999/state", O],
    ["GET", "/api/admin/gift-card-designs", O],
    ["POST", "/api/admin/gift-card-designs", O],
    ["GET", "/api/admin/gift-card-designs/product-pictures", O],
    ["POST", "/api/admin/gift-card-designs/pictures", O],
    ["PUT", "/api/admin/gift-card-designs/order", O],
    ["PUT", "/api/admin/gift-card-designs/999999", O],
    ["POST", "/api/admin/gift-card-designs/999999/state", O],
    ["POST", "/api/admin/gift-card-designs/999999/delete", O],
    ["GET", "/api/admin/reviews", OS],
    ["GET", "/api/admin/reviews/settings", OS],
    ["PATCH", "/api/admin/reviews/settings", O],
    ["PATCH", "/api/admin/reviews/999999", OS],
    ["GET", "/api/admin/customer-stories", OS],
    ["POST", "/api/admin/customer-stories/999999/state", OS],
    ["GET", "/api/admin/birthdays", OS],
    ["POST", "/api/admin/birthdays/999999/greeting", OS],
    ["GET", "/api/admin/newsletter", OS],
    ["POST", "/api/admin/newsletter/unsubscribe", OS],
    ["GET", "/api/admin/newsletter/export", O],
    ["GET", "/api/admin/url-rewrites", O],
    ["POST", "/api/admin/url-rewrites", O],
    ["POST", "/api/admin/url-rewrites/999999/delete", O],
  ];

  it("checks the role of every call, and no call opens without a session", async () => {
    const members = { owner: await newStaff(t(), "owner"), production: await newStaff(t(), "production"), support: await newStaff(t(), "support") };
    for (const [method, url, roles] of calls) {
      for (const [role, member] of Object.entries(members)) {
        const answer = await member.call(method, url, method === "GET" ? undefined : {});
        if (roles.includes(role)) expect(answer.status, `${role} ${method} ${url}: ${answer.result}`).not.toBe(403);
        else expect(answer, `${role} ${method} ${url}`).toMatchObject({ status: 403, error: "forbidden" });
      }
      const anonymous = await members.owner.call(method, url, method === "GET" ? undefined : {}, { cookie: null });
      expect(anonymous, `nobody ${method} ${url}`).toMatchObject({ status: 401, error: "unauthenticated" });
      if (method !== "GET") {
        const forged = await members.owner.call(method, url, {}, { csrf: null });
        expect(forged, `no CSRF ${method} ${url}`).toMatchObject({ status: 403, error: "csrf" });
      }
    }
  });

  it("walks every staff call: the OpenAPI document has none that the list above leaves out", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(calls.map(([method, url]) => `${method} ${templateOf(url)}`));
    const inDocument = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/admin/"))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((operation) => !OPEN_CALLS.has(operation));
    expect(inDocument.filter((operation) => !listed.has(operation))).toEqual([]);
  });

  it("describes every staff call in the OpenAPI document", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json();
    for (const [method, url] of calls) {
      const path = templateOf(url);
      expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });
});
