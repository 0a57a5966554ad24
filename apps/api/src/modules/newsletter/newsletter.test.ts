import { describe, expect, it } from "vitest";
import { readOutbox } from "../../infra/mail.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const PATH = "/api/ext/mailchimp-subscribe/subscribe";

describe.each(databaseKinds)("newsletter on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST" | "DELETE", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };
  const welcomes = async (to: string) => (await readOutbox(t().outbox)).filter((m) => m.to.includes(to) && m.subject.startsWith("Welcome to Petsies"));

  it("subscribes once, unsubscribes once, and answers whether an address is subscribed", async () => {
    const email = "walker@example.com";
    expect(await call("GET", `${PATH}?email=${email}`)).toEqual({ status: 200, result: false });
    expect(await call("POST", PATH, { email: " Walker@Example.com " })).toEqual({ status: 200, result: true });
    expect(await call("GET", `${PATH}?email=WALKER@example.com`)).toEqual({ status: 200, result: true });
    expect(await call("POST", PATH, { email })).toEqual({ status: 200, result: true });
    expect(await call("DELETE", PATH, { email })).toEqual({ status: 200, result: false });
    expect(await call("GET", `${PATH}?email=${email}`)).toEqual({ status: 200, result: false });
    expect(await call("DELETE", `${PATH}?email=${email}`)).toEqual({ status: 200, result: false });
    expect(await call("DELETE", `${PATH}?email=never@example.com`)).toEqual({ status: 200, result: false });
    expect(await call("GET", `${PATH}?email=never@example.com`)).toEqual({ status: 200, result: false });
  });

  it("e-mails the PETSIES10 coupon on the first subscription only", async () => {
    const email = "coupon-fan@example.com";
    await Promise.all(Array.from({ length: 5 }, () => call("POST", PATH, { email })));
    await call("DELETE", PATH, { email });
    await call("POST", PATH, { email });
    const mails = await welcomes(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Welcome to Petsies: 10% off your next order");
    expect(mails[0]!.text).toContain("PETSIES10");
    expect(mails[0]!.html).toContain("PETSIES10");
    expect(mails[0]!.text).toContain(TEST_SITE_URL);
  });

  it("refuses a missing or invalid address with the spec §5 texts", async () => {
    for (const [method, url, payload] of [
      ["POST", PATH, {}],
      ["POST", PATH, { email: "   " }],
      ["GET", PATH, undefined],
      ["DELETE", PATH, undefined],
    ] as const) {
      expect(await call(method, url, payload), `${method} ${JSON.stringify(payload)}`).toEqual({ status: 400, result: "Field is required" });
    }
    expect(await call("POST", PATH, { email: "not-an-email" })).toEqual({ status: 400, result: "Please enter a valid e-mail address" });
    expect(await call("GET", `${PATH}?email=a@b`)).toEqual({ status: 400, result: "Please enter a valid e-mail address" });
    expect((await call("POST", PATH, { email: `${"x".repeat(250)}@example.com` })).status).toBe(400);
    expect((await call("POST", PATH, { email: 42 })).status).toBe(400);
  });

  for (const path of ["/api/newsletter/subscriptions", "/api/mailing-list-subscriptions"]) {
    it(`${path} subscribes the given address or the customer's, answering errorMessage on failure`, async () => {
      expect(await call("POST", path, { email: `guest-${path.length}@example.com` })).toEqual({ status: 200, result: true });
      expect(await call("GET", `${PATH}?email=guest-${path.length}@example.com`)).toEqual({ status: 200, result: true });

      const ann = await newShopper(t(), `list${path.length}`);
      expect(await call("POST", `${path}?token=${ann.token}`, {})).toEqual({ status: 200, result: true });
      expect(await call("GET", `${PATH}?email=${ann.email}`)).toEqual({ status: 200, result: true });
      expect(await welcomes(ann.email)).toHaveLength(1);

      expect(await call("POST", path, {})).toEqual({ status: 400, result: { errorMessage: "Field is required" } });
      expect(await call("POST", path, { email: "nope" })).toEqual({ status: 400, result: { errorMessage: "Please enter a valid e-mail address" } });
      expect((await call("POST", path, { email: 5 })).result).toEqual({ errorMessage: expect.stringContaining("email") });
      expect(await call("POST", `${path}?token=expired-or-unknown`, { email: "x@example.com" })).toEqual({
        status: 401,
        result: { errorMessage: "You need to be logged in to see this page" },
      });
    });
  }
});
