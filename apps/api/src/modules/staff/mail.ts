/** The e-mails of staff accounts: the link to set a first password, and the reset link. */
import type { MailMessage } from "../../infra/mail.ts";
import { linkMail } from "../users/account-mail.ts";

export function welcomeStaffMail(email: string, name: string, link: string): MailMessage {
  return linkMail(
    email,
    "Your Petsies back office account",
    {
      intro: `${name}, an account was made for you in the Petsies back office. Choose your password here:`,
      button: "Choose my password",
      expiry: "The link works once, for 7 days.",
    },
    link,
  );
}

export function staffResetMail(email: string, link: string): MailMessage {
  return linkMail(
    email,
    "Reset your Petsies back office password",
    {
      intro: "Someone (we hope you) asked to reset your Petsies back office password. Choose a new one here:",
      button: "Choose a new password",
      expiry: "The link works once, for 1 hour.",
    },
    link,
  );
}
