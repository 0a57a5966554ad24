/**
 * Accounts opened in someone else's name (issue 20, item 11): the e-mail's owner, proving it with a link,
 * takes the account over and the password they did not choose stops working; a new e-mail needs the
 * current password.
 */
import { describe, expect, it } from "vitest";
import { accountClient, newEmail, PASSWORD } from "../../test/accounts.ts";
import { useTestApp } from "../../test/app.ts";
import { shippingAddress } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { CURRENT_PASSWORD_WRONG, LOGIN_FAILED } from "./accounts.ts";
import { EMAIL_BELONGS_TO_ANOTHER, EMAIL_CHANGE_NEEDS_PASSWORD, EMAIL_CHANGE_NEEDS_PASSWORD_SET } from "./profile.ts";

describe.each(databaseKinds)("account takeover on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp, mailTo, linkIn } = accountClient(t);

  /** The victim opens the e-mailed sign-in link: answers their session token. */
  async function signInByLink(email: string): Promise<{ token: string; is_new_customer: boolean }> {
    expect((await call("POST", "/api/customer/login-requests", { email })).status).toBe(200);
    const link = linkIn(await mailTo(email, /sign-in link/), "/authenticate/");
    const res = await call("POST", "/api/customer/authenticate-requests", { email, token: link.token });
    expect(res.status).toBe(200);
    return res.result;
  }

  it("an account opened in the owner's name loses the opener's password and sessions when the owner signs in by link", async () => {
    const victim = newEmail();
    const attacker = await signUp(victim, "Attacker-Pass-1");

    const owner = await signInByLink(victim);
    expect(owner.is_new_customer).toBe(false);
    const address = await call("POST", `/api/address/create?token=${owner.token}`, { address: shippingAddress });
    expect(address.status).toBe(200);

    // The opener's session ended and their password no longer signs in; the owner's session works.
    expect((await call("GET", `/api/address/list?token=${attacker.token}`)).status).toBe(401);
    expect((await call("POST", "/api/user/refresh", { refreshToken: attacker.refreshToken })).status).toBe(401);
    expect(await call("POST", "/api/user/login", { username: victim, password: "Attacker-Pass-1" })).toEqual({ status: 401, result: LOGIN_FAILED });
    expect((await call("GET", `/api/address/list?token=${owner.token}`)).result.addresses).toHaveLength(1);
  });

  it("the same through a password reset link, and once proven an e-mail's password stays through later links", async () => {
    const { email } = await signUp(newEmail(), "First-Pass-11");
    await call("POST", "/api/user/reset-password", { email });
    const reset = linkIn(await mailTo(email, /Reset/), "/customer/account/resetpassword/");
    expect((await call("POST", "/api/user/create-password", { email, newPassword: PASSWORD, resetToken: reset.token })).status).toBe(200);
    expect((await call("POST", "/api/user/login", { username: email, password: "First-Pass-11" })).status).toBe(401);

    await signInByLink(email);
    expect((await call("POST", "/api/user/login", { username: email, password: PASSWORD })).status).toBe(200);
  });

  it("a new e-mail needs the current password; names and phone do not", async () => {
    const { email, token } = await signUp();
    const moved = newEmail();
    const me = (body: object) => call("POST", `/api/user/me?token=${token}`, body);

    expect(await me({ customer: { email: moved } })).toEqual({ status: 400, result: EMAIL_CHANGE_NEEDS_PASSWORD });
    expect(await me({ customer: { email: moved }, currentPassword: "Wrong-Pass-99" })).toEqual({ status: 400, result: CURRENT_PASSWORD_WRONG });
    expect((await me({ customer: { firstname: "Annie", email } })).result).toMatchObject({ firstname: "Annie", email });
    const taken = (await signUp()).email;
    expect(await me({ customer: { email: taken }, currentPassword: PASSWORD })).toEqual({ status: 403, result: EMAIL_BELONGS_TO_ANOTHER });

    expect((await me({ customer: { email: moved }, currentPassword: PASSWORD })).result).toMatchObject({ email: moved });
    expect((await call("POST", "/api/user/login", { username: moved, password: PASSWORD })).status).toBe(200);

    // Wrong current passwords count against the account, as for a password change.
    for (let i = 0; i < 5; i++) expect((await me({ customer: { email: newEmail() }, currentPassword: `Guess-${i}-xx` })).status).toBe(400);
    expect((await me({ customer: { email: newEmail() }, currentPassword: PASSWORD })).status).toBe(429);
  });

  it("an account without a password sets one before changing its e-mail", async () => {
    const email = newEmail();
    const link = await signInByLink(email);
    const registration = await call("POST", "/api/customer/registration-requests", { email, token: link.token, firstname: "Cat", lastname: "Owner" });
    const token = registration.result.token as string;
    expect(await call("POST", `/api/user/me?token=${token}`, { customer: { email: newEmail() }, currentPassword: "Anything-1" })).toEqual({
      status: 400,
      result: EMAIL_CHANGE_NEEDS_PASSWORD_SET,
    });
  });
});
