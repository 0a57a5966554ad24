import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, sharedBirthdays, uploads } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { listBirthdays, setBirthdayGreeting } from "./birthdays.ts";

type Listed = { id: number; petName: string; nextBirthday: string; turns: number; greeting: { sentBy: string; sentAt: string } | null };

const DAY_MS = 86_400_000;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

describe.each(databaseKinds)("the artists' birthday list on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  /** Birthdays of pets whose names start with one fresh family name, so other tests' rows never get in the way. */
  async function share(...pets: Array<{ name: string; born: string; uploadId?: string }>) {
    const family = `Fam${randomUUID().slice(0, 8)}`;
    const rows = await db()
      .insert(sharedBirthdays)
      .values(pets.map((pet) => ({ petName: `${family} ${pet.name}`, birthday: pet.born, ownerEmail: `${pet.name.toLowerCase()}@example.com`, uploadId: pet.uploadId })))
      .returning({ id: sharedBirthdays.id });
    const ids = rows.map((row) => row.id);
    const mine = (list: { birthdays: Listed[] }) => list.birthdays.filter((b) => b.petName.startsWith(family)).map((b) => `${b.petName.slice(family.length + 1)} ${b.nextBirthday} ${b.turns}`);
    return { family, ids, mine };
  }

  it("lists the birthdays within the window soonest first, across the new year, with 29 February on the 28th in a common year and a newborn's first in a year", async () => {
    const { mine } = await share(
      { name: "Today", born: "2020-12-20" },
      { name: "NewYear", born: "2019-01-05" },
      { name: "Leap", born: "2020-02-29" },
      { name: "Yesterday", born: "2018-12-19" },
      { name: "Newborn", born: "2031-12-20" },
    );
    const list = (days: number, now: string) => listBirthdays(db(), { days, page: 1, pageSize: 100 }, new Date(`${now}T12:00:00Z`)) as Promise<{ birthdays: Listed[]; today: string }>;

    const month = await list(30, "2031-12-20");
    expect(month.today).toBe("2031-12-20");
    expect(mine(month)).toEqual(["Today 2031-12-20 11", "NewYear 2032-01-05 13"]);
    // 2032 is a leap year: the leap pet has its own day.
    expect(mine(await list(90, "2031-12-20"))).toEqual(["Today 2031-12-20 11", "NewYear 2032-01-05 13", "Leap 2032-02-29 12"]);
    // Yesterday's birthday is next year's: the 366th day from today is the last a year-long window holds.
    expect(mine(await list(365, "2031-12-20"))).not.toContain("Yesterday 2032-12-19 14");
    expect(mine(await list(366, "2031-12-20"))).toContain("Yesterday 2032-12-19 14");
    // A pet born today has its first birthday in a year.
    expect(mine(await list(30, "2032-12-01"))).toEqual(["Yesterday 2032-12-19 14", "Newborn 2032-12-20 1", "Today 2032-12-20 12"]);
    // 2033 is a common year: the leap pet's birthday is the 28th of February.
    expect(mine(await list(30, "2033-02-01"))).toEqual(["Leap 2033-02-28 13"]);
  });

  it("keeps a greeting mark for the birthday it was made for: a year later the next greeting is due again", async () => {
    const support = await newStaff(t(), "support");
    const actor = { staffId: support.id, email: support.email };
    const { ids } = await share({ name: "Biscuit", born: "2022-03-10" });
    const marked = await setBirthdayGreeting(db(), actor, ids[0]!, true, new Date("2031-03-01T09:00:00Z"));
    expect(marked).toMatchObject({ nextBirthday: "2031-03-10", turns: 9, greeting: { sentBy: support.email, sentAt: "2031-03-01T09:00:00.000Z" } });
    // On the day itself the mark still holds; the day after, the next birthday (2032) has no greeting yet.
    const onTheDay = await listBirthdays(db(), { days: 1, page: 1, pageSize: 100 }, new Date("2031-03-10T23:00:00Z"));
    expect(onTheDay.birthdays.find((b) => b.id === ids[0])).toMatchObject({ greeting: { sentBy: support.email } });
    const nextYear = await listBirthdays(db(), { days: 366, page: 1, pageSize: 100 }, new Date("2031-03-11T00:00:00Z"));
    expect(nextYear.birthdays.find((b) => b.id === ids[0])).toMatchObject({ nextBirthday: "2032-03-10", turns: 10, greeting: null });
  });

  it("lets support mark this year's greeting sent and take it back, each change audited once; production may not", async () => {
    const support = await newStaff(t(), "support");
    const storageKey = `uploads/test-${randomUUID()}.jpg`;
    const [photo] = await db().insert(uploads).values({ type: 1, storageKey, contentType: "image/jpeg", sizeBytes: 10, width: 1, height: 1 }).returning({ id: uploads.id });
    // Birthdays three and forty days from today (born in 2020), and one from yesterday.
    const inDays = (days: number) => `2020${dayOf(new Date(Date.now() + days * DAY_MS)).slice(4)}`;
    const { family, ids } = await share({ name: "Soon", born: inDays(3), uploadId: photo!.id }, { name: "Later", born: inDays(40) }, { name: "Past", born: inDays(-1) });
    const [soon, later] = ids as [number, number, number];
    const mine = async (query = "") => ((await support.call("GET", `/api/admin/birthdays?pageSize=100${query}`)).result.birthdays as Listed[]).filter((b) => b.petName.startsWith(family));

    // Thirty days by default.
    const month = await mine();
    expect(month.map((b) => b.id)).toEqual([soon]);
    expect(month[0]).toMatchObject({ ownerEmail: "soon@example.com", greeting: null, photo: { url: `/api/media/${storageKey}`, thumbnailUrl: expect.stringContaining(`/api/media/${storageKey}?edits=`) } });
    expect((await mine("&days=90")).map((b) => b.id)).toEqual([soon, later]);

    const sent = await support.call("POST", `/api/admin/birthdays/${soon}/greeting`, { sent: true });
    expect(sent.result).toMatchObject({ id: soon, greeting: { sentBy: support.email, sentAt: expect.any(String) } });
    expect((await mine())[0]).toMatchObject({ greeting: { sentBy: support.email } });
    // Marking it again changes nothing and writes no row.
    expect((await support.call("POST", `/api/admin/birthdays/${soon}/greeting`, { sent: true })).result).toMatchObject({ greeting: { sentBy: support.email } });
    expect((await support.call("POST", `/api/admin/birthdays/${soon}/greeting`, { sent: false })).result).toMatchObject({ greeting: null });

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "shared_birthday"), eq(auditLog.entityId, String(soon))))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staffEmail: support.email, action: "birthday.greeting", before: { greetedYear: null }, after: { greetedBy: support.email } });
    expect(audit[1]).toMatchObject({ after: { greetedYear: null, greetedBy: null } });

    const production = await newStaff(t(), "production");
    expect(await production.call("GET", "/api/admin/birthdays")).toMatchObject({ status: 403, error: "forbidden" });
    expect(await production.call("POST", `/api/admin/birthdays/${later}/greeting`, { sent: true })).toMatchObject({ status: 403, error: "forbidden" });
    const [untouched] = await db().select().from(sharedBirthdays).where(eq(sharedBirthdays.id, later));
    expect(untouched).toMatchObject({ greetedYear: null, greetedBy: null, greetedAt: null });
  });

  it("refuses a bad window or mark with a clear message, and an unknown birthday with 404", async () => {
    const owner = await newStaff(t(), "owner");
    const { ids } = await share({ name: "Pip", born: "2021-06-01" });
    for (const query of ["days=0", "days=367", "days=soon", "page=0"]) {
      expect((await owner.call("GET", `/api/admin/birthdays?${query}`)).status, query).toBe(400);
    }
    for (const body of [{}, { sent: "yes" }, { sent: 1 }]) {
      const bad = await owner.call("POST", `/api/admin/birthdays/${ids[0]}/greeting`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.result).toContain("Say whether the greeting is sent");
    }
    expect(await owner.call("POST", "/api/admin/birthdays/999999/greeting", { sent: true })).toMatchObject({ status: 404, result: "There is no shared birthday 999999" });
    expect((await owner.call("POST", "/api/admin/birthdays/abc/greeting", { sent: true })).status).toBe(400);
  });
});
