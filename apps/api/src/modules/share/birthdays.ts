/**
 * The artists' birthday list: the pet birthdays shoppers shared (POST /api/share/artists), by the date each
 * pet's next birthday falls on, so that a greeting goes out in time; and the mark that this year's greeting is
 * sent. A pet born on 29 February has its birthday on the 28th in other years. Days are UTC days, as the
 * storefront's form checks a birthday against (service.ts).
 */
import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import { imageUrl } from "@petsies/domain";
import type { AdminBirthday, BirthdayList, BirthdayListQuery } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { sharedBirthdays, uploads } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";

const DAY_MS = 86_400_000;

/** A UTC day as YYYY-MM-DD. */
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** The date of the birthday in `year`: its month and day, or 28 February for 29 February in a common year. */
function birthdayIn(year: SQL): SQL {
  const month = sql`extract(month from ${sharedBirthdays.birthday})::int`;
  const day = sql`extract(day from ${sharedBirthdays.birthday})::int`;
  // make_date refuses 29 February in a common year; the day before is the pet's day then.
  return sql`make_date(${year}, ${month}, case when ${month} = 2 and ${day} = 29 and not (${year} % 4 = 0 and (${year} % 100 <> 0 or ${year} % 400 = 0)) then 28 else ${day} end)`;
}

/**
 * The pet's next birthday on or after `today`: this year's, or next year's once this year's has passed (or is
 * the day it was born: a pet born today has its first birthday in a year).
 */
function nextBirthday(today: string) {
  const year = Number(today.slice(0, 4));
  const thisYear = birthdayIn(sql`${year}::int`);
  return sql<string>`(case when ${thisYear} >= ${today}::date and ${thisYear} > ${sharedBirthdays.birthday} then ${thisYear} else ${birthdayIn(sql`${year + 1}::int`)} end)`;
}

type Row = { birthday: typeof sharedBirthdays.$inferSelect; photoKey: string | null; next: string };

function adminView({ birthday, photoKey, next }: Row): AdminBirthday {
  const nextYear = Number(next.slice(0, 4));
  const greeted = birthday.greetedYear === nextYear && birthday.greetedBy && birthday.greetedAt;
  return {
    id: birthday.id,
    petName: birthday.petName,
    birthday: birthday.birthday,
    nextBirthday: next,
    turns: nextYear - Number(birthday.birthday.slice(0, 4)),
    ownerEmail: birthday.ownerEmail,
    photo: photoKey ? { url: imageUrl(photoKey), thumbnailUrl: imageUrl(photoKey, "squareThumbnail") } : null,
    greeting: greeted ? { sentBy: birthday.greetedBy!, sentAt: birthday.greetedAt!.toISOString() } : null,
    sharedAt: birthday.createdAt.toISOString(),
  };
}

function withNext(db: Db, today: string) {
  const next = nextBirthday(today);
  return {
    next,
    query: db
      .select({ birthday: sharedBirthdays, photoKey: uploads.storageKey, next: sql<string>`to_char(${next}, 'YYYY-MM-DD')` })
      .from(sharedBirthdays)
      .leftJoin(uploads, eq(uploads.id, sharedBirthdays.uploadId)),
  };
}

/** The birthdays that fall within `days` days from today (today and the `days - 1` after it), soonest first. */
export async function listBirthdays(db: Db, query: BirthdayListQuery, now = new Date()): Promise<BirthdayList> {
  const today = dayOf(now);
  const last = dayOf(new Date(now.getTime() + (query.days - 1) * DAY_MS));
  const { next, query: rows } = withNext(db, today);
  const within = sql`${next} <= ${last}::date`;
  const [birthdays, [total]] = await Promise.all([
    rows
      .where(within)
      .orderBy(asc(next), asc(sharedBirthdays.petName), asc(sharedBirthdays.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(sharedBirthdays).where(within),
  ]);
  return { birthdays: birthdays.map(adminView), today, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Marks the greeting for the pet's next birthday sent (or takes the mark back). Marking it again, or taking back
 * a mark that is not there, changes nothing; a change writes its audit row in the same transaction.
 */
export async function setBirthdayGreeting(db: Db, actor: Actor, id: number, sent: boolean, now = new Date()): Promise<AdminBirthday> {
  const today = dayOf(now);
  return db.transaction(async (tx) => {
    const { query } = withNext(tx, today);
    const [current] = await query.where(eq(sharedBirthdays.id, id)).for("update", { of: sharedBirthdays });
    if (!current) throw new NotFound(`There is no shared birthday ${id}`);
    const year = Number(current.next.slice(0, 4));
    const isSent = current.birthday.greetedYear === year;
    if (isSent !== sent) {
      const mark = sent ? { greetedYear: year, greetedBy: actor.email, greetedAt: now } : { greetedYear: null, greetedBy: null, greetedAt: null };
      await tx.update(sharedBirthdays).set(mark).where(eq(sharedBirthdays.id, id));
      await writeAudit(tx, actor, {
        action: "birthday.greeting",
        entityType: "shared_birthday",
        entityId: id,
        before: { greetedYear: current.birthday.greetedYear, greetedBy: current.birthday.greetedBy },
        after: { greetedYear: mark.greetedYear, greetedBy: mark.greetedBy },
      });
    }
    const [after] = await withNext(tx, today).query.where(eq(sharedBirthdays.id, id));
    return adminView(after!);
  });
}
