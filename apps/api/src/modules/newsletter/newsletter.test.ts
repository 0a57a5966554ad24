import { describe, expect, it } from "vitest";
import { messages } from "@petsies/domain";
import { readOutbox } from "../../infra/mail.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { NOT_YOUR_SUBSCRIPTION } from "./service.ts";

const PATH = "/api/ext/mailchimp-subscribe/subscribe";

describe.each(databaseKinds)("newsletter on %s", (kind) => {
  const t = useTestApp(kind);
  let n = 0;
  /** Each call comes from an address of its own unless the test names one: the subscription limit is per address. */
  const call = async (method: "GET" | "POST" | "DELETE", url: string, payload?: object, headers: Record<string, string> = {}) => {
    n += 1;
    const res = await t().app.inject({
      method,
      url,
      headers: { "x-forwarded-for": `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`, ...headers },
      ...(payload ? { payload } : {}),
    });
    const body = res.json();
    return { status: res.statusCode, result: body.result, ...(body.fields ? { fields: body.fields } : {}) };
  };
  const welcomes = async (to: string) => (await readOutbox(t().outbox)).filter((m) => m.to.includes(to) && m.subject.startsWith("Welcome to Petsies"));
  /** The token of the unsubscribe link in the address's welcome e-mail. */
  const unsubscribeTokenOf = async (email: string) => {
    const [mail] = await welcomes(email);
    const link = mail?.text.match(/^http\S+\/newsletter\/unsubscribe\/\S+$/m)?.[0];
    const url = new URL(link ?? "http://missing/");
    expect(url.searchParams.get("email")).toBe(email);
    return url.searchParams.get("token")!;
  };

  it("subscribes once, unsubscribes with the e-mailed link, and tells whether an address is subscribed only to its owner", async () => {
    const email = "walker@example.com";
    expect(await call("GET", `${PATH}?email=${email}`)).toEqual({ status: 200, result: false });
    expect(await call("POST", PATH, { email: " Walker@Example.com " })).toEqual({ status: 200, result: true });
    const token = await unsubscribeTokenOf(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A stranger learns nothing: the answer of an address that never subscribed.
    expect(await call("GET", `${PATH}?email=WALKER@example.com`)).toEqual({ status: 200, result: false });
    expect(await call("GET", `${PATH}?email=${email}&unsubscribeToken=${token}`)).toEqual({ status: 200, result: true });
    expect(await call("POST", PATH, { email })).toEqual({ status: 200, result: true });

    for (const stranger of [{ email }, { email, unsubscribeToken: "made-up" }, { email: "never@example.com", unsubscribeToken: token }]) {
      expect(await call("DELETE", PATH, stranger), JSON.stringify(stranger)).toEqual({ status: 403, result: NOT_YOUR_SUBSCRIPTION });
    }
    expect(await call("DELETE", `${PATH}?email=never@example.com`)).toEqual({ status: 403, result: NOT_YOUR_SUBSCRIPTION });
    expect(await call("GET", `${PATH}?email=${email}&unsubscribeToken=${token}`)).toEqual({ status: 200, result: true });

    expect(await call("DELETE", PATH, { email, unsubscribeToken: token })).toEqual({ status: 200, result: false });
    expect(await call("GET", `${PATH}?email=${email}&unsubscribeToken=${token}`)).toEqual({ status: 200, result: false });
    expect(await call("DELETE", `${PATH}?email=${email}&unsubscribeToken=${token}`)).toEqual({ status: 200, result: false });
  });

  it("lets a signed-in customer read and end the subscription of their own e-mail only", async () => {
    const ann = await newShopper(t(), "owner");
    const bob = await newShopper(t(), "other");
    await call("POST", PATH, { email: ann.email });
    await call("POST", PATH, { email: bob.email });
    expect(await call("GET", `${PATH}?email=${ann.email}&token=${ann.token}`)).toEqual({ status: 200, result: true });
    expect(await call("GET", `${PATH}?email=${bob.email}&token=${ann.token}`)).toEqual({ status: 200, result: false });
    expect(await call("DELETE", PATH, { email: bob.email }, { authorization: `Bearer ${ann.token}` })).toEqual({ status: 403, result: NOT_YOUR_SUBSCRIPTION });
    expect(await call("DELETE", PATH, { email: ann.email.toUpperCase() }, { authorization: `Bearer ${ann.token}` })).toEqual({ status: 200, result: false });
    expect(await call("GET", `${PATH}?email=${ann.email}`, undefined, { authorization: `Bearer ${ann.token}` })).toEqual({ status: 200, result: false });
    expect(await call("GET", `${PATH}?email=${bob.email}&token=${bob.token}`)).toEqual({ status: 200, result: true });
    expect((await call("DELETE", `${PATH}?email=${ann.email}&token=not-live`)).status).toBe(401);
  });

  it("e-mails the PETSIES10 coupon and the unsubscribe link once per address, also after unsubscribing and subscribing again", async () => {
    const email = "coupon-fan@example.com";
    await Promise.all(Array.from({ length: 5 }, () => call("POST", PATH, { email })));
    const token = await unsubscribeTokenOf(email);
    expect(await call("DELETE", PATH, { email, unsubscribeToken: token })).toEqual({ status: 200, result: false });
    await call("POST", PATH, { email });
    const mails = await welcomes(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Welcome to Petsies: 10% off your next order");
    expect(mails[0]!.text).toContain("PETSIES10");
    expect(mails[0]!.html).toContain("PETSIES10");
    expect(mails[0]!.text).toContain(TEST_SITE_URL);
    const link = `${TEST_SITE_URL}/newsletter/unsubscribe/?email=coupon-fan%40example.com&token=${token}`;
    expect(mails[0]!.text).toContain(link);
    expect(mails[0]!.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    // The link of the first welcome still works after subscribing again.
    expect(await call("GET", `${PATH}?email=${email}&unsubscribeToken=${token}`)).toEqual({ status: 200, result: true });
  });

  it("limits subscriptions per client address, on every subscribing path", async () => {
    const from = { "x-forwarded-for": "198.51.100.23" };
    for (let i = 0; i < 10; i++) expect(await call("POST", PATH, { email: `many-${i}@example.com` }, from)).toEqual({ status: 200, result: true });
    expect(await call("POST", PATH, { email: "many-10@example.com" }, from)).toEqual({ status: 429, result: messages.tooManyRequests });
    expect(await call("POST", "/api/newsletter/subscriptions", { email: "many-11@example.com" }, from)).toEqual({
      status: 429,
      result: { errorMessage: messages.tooManyRequests },
    });
    expect(await welcomes("many-1@example.com")).toHaveLength(1);
    expect(await welcomes("many-10@example.com")).toHaveLength(0);
    expect(await call("POST", PATH, { email: "many-10@example.com" }, { "x-forwarded-for": "198.51.100.24" })).toEqual({ status: 200, result: true });
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
      const guest = `guest-${path.length}@example.com`;
      expect(await call("POST", path, { email: guest })).toEqual({ status: 200, result: true });
      expect(await welcomes(guest)).toHaveLength(1);

      const ann = await newShopper(t(), `list${path.length}`);
      expect(await call("POST", `${path}?token=${ann.token}`, {})).toEqual({ status: 200, result: true });
      expect(await call("GET", `${PATH}?email=${ann.email}&token=${ann.token}`)).toEqual({ status: 200, result: true });
      expect(await welcomes(ann.email)).toHaveLength(1);

      expect(await call("POST", path, {})).toEqual({ status: 400, result: { errorMessage: "Field is required" } });
      expect(await call("POST", path, { email: "nope" })).toEqual({ status: 400, result: { errorMessage: "Please enter a valid e-mail address" } });
      expect(await call("POST", path, { email: 5 })).toMatchObject({ status: 400, fields: { email: expect.any(String) } });
      expect(await call("POST", `${path}?token=expired-or-unknown`, { email: "x@example.com" })).toEqual({
        status: 401,
        result: { errorMessage: "You need to be logged in to see this page" },
      });
    });
  }
});
