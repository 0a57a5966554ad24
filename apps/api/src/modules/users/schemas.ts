/**
 * Request and answer shapes of spec §7 "User" and the passwordless calls. E-mails are trimmed and
 * lower-cased here, once. Names may be spelled firstname or firstName (spec §3); inside they are firstname.
 * Password strength is checked by the services (the domain's rule) so the message reads plainly.
 */
import { z } from "zod";
import { addressMessages, FIELD_LIMITS, isValidEmail } from "@petsies/domain";
import { okSchema } from "../../infra/envelope.ts";
import { authenticateResult, doneResult, profile, sessionMeta, sessionTokens, userTokenAnswer } from "@petsies/contract";

const email = z
  .string({ error: "email is required" })
  .trim()
  .toLowerCase()
  .min(1, "email is required")
  .max(FIELD_LIMITS.email)
  .refine(isValidEmail, addressMessages.emailInvalid);

const password = (field: string) =>
  z.string({ error: `${field} is required` }).min(1, `${field} is required`).max(FIELD_LIMITS.password);

const secret = (field: string) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(200);

const name = (field: string) => z.string({ error: `${field} must be text` }).trim().min(1, `${field} is required`).max(FIELD_LIMITS.name);

const nameFields = {
  firstname: name("firstname").optional().describe("or firstName"),
  firstName: name("firstname").optional().describe("or firstname"),
  lastname: name("lastname").optional().describe("or lastName"),
  lastName: name("lastname").optional().describe("or lastname"),
};

type NameFields = { firstname?: string | undefined; firstName?: string | undefined; lastname?: string | undefined; lastName?: string | undefined };

/** One spelling of each name, required. */
function requiredNames<T extends NameFields>(v: T, ctx: z.RefinementCtx) {
  const firstname = v.firstname ?? v.firstName;
  const lastname = v.lastname ?? v.lastName;
  if (!firstname) ctx.addIssue({ code: "custom", path: ["firstname"], message: "firstname is required" });
  if (!lastname) ctx.addIssue({ code: "custom", path: ["lastname"], message: "lastname is required" });
  if (!firstname || !lastname) return z.NEVER;
  const { firstName: _f, lastName: _l, ...rest } = v;
  return { ...rest, firstname, lastname };
}

export const createBody = z.object({
  customer: z.object({ email, ...nameFields }, { error: "customer is required" }).transform(requiredNames),
  password: password("password"),
});

export const loginBody = z.object({
  username: z.string({ error: "username is required" }).trim().toLowerCase().min(1, "username is required").max(FIELD_LIMITS.email),
  password: password("password"),
});

export const refreshBody = z.object({ refreshToken: secret("refreshToken") });

export const profileBody = z.object({
  customer: z
    .object(
      {
        email: email.optional(),
        ...nameFields,
        phoneNumber: z.string().trim().max(FIELD_LIMITS.telephone).nullish(),
      },
      { error: "customer is required" },
    )
    .transform(({ firstName, lastName, ...v }) => ({ ...v, firstname: v.firstname ?? firstName, lastname: v.lastname ?? lastName })),
  /** Needed only to change the e-mail. */
  currentPassword: z.string().max(FIELD_LIMITS.password).optional(),
});

export const changePasswordBody = z.object({ currentPassword: password("currentPassword"), newPassword: password("newPassword") });

export const emailBody = z.object({ email });

export const createPasswordBody = z.object({ email, newPassword: password("newPassword"), resetToken: secret("resetToken") });

export const authenticateBody = z.object({ email, token: secret("token") });

export const registrationBody = z.object({ email, token: secret("token"), ...nameFields }).transform(requiredNames);

export const tokenQuery = z.object({ token: z.string().max(200).optional() });

/* Answers. */

// The profile, the tokens, "done" and the passwordless answer are the wire contract's (packages/contract).
/** A user token in `result`, its refresh token in `meta.refreshToken` (login, refresh, change-password). */
export const sessionAnswer = okSchema(userTokenAnswer).extend({ meta: sessionMeta });

export const profileAnswer = okSchema(profile);

export const createAnswer = profileAnswer.extend({ meta: sessionTokens.describe("a session for the new account, so no sign-in is needed") });

export const doneAnswer = okSchema(doneResult);

export const authenticateAnswer = okSchema(authenticateResult);

export const registrationAnswer = okSchema(sessionTokens);

// The one error answer of the wire contract: its message, a machine code, and bad input's fields.
export { errorAnswer } from "@petsies/contract";

export const refreshRefused = z.object({ code: z.literal(401), result: z.null() });
