import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("config: mail", () => {
  it("has no SMTP and the brand sender by default", () => {
    const c = loadConfig({});
    expect(c.smtpUrl).toBeUndefined();
    expect(c.mailFrom).toBe("Petsies <hello@petsies.com>");
  });

  it("reads SMTP_URL and MAIL_FROM, treating an empty SMTP_URL as unset", () => {
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "Shop <s@example.com>" })).toMatchObject({
      smtpUrl: "smtps://u:p@mail.example.com:465",
      mailFrom: "Shop <s@example.com>",
    });
    expect(loadConfig({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must be an smtp/);
  });
});
