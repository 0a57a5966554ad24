/**
 * Step 4, deliver, run by the confirmation job (notify.ts). What a placed order delivers at once, without
 * shipping: the gift cards it bought (made, and e-mailed to their recipients) and links to the files of its
 * downloadable items, both told in the confirmation e-mail.
 *
 * No compensation: it runs only for a confirmed order (payment authorised), so nothing after it fails in a
 * way that would take the order back, and its own failure (a card's mail not sent) is not undone but retried
 * with the job until it has run. Each part is safe to run again: a card is made once per unit of its item
 * (under the item's row lock), mailed once (claimed before sending, given back when the send fails), and
 * download links are made anew at each run (only their hashes are kept, so old ones cannot be read back for
 * the e-mail; the e-mail itself goes once, notify.ts). Undoing a confirmed order is cancelling it, the
 * production module's (production/cancellation.ts); that leaves cards made here and links sent as they are.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { Mailer } from "../../../infra/mail.ts";
import { createDownloadLinks } from "../../downloads/service.ts";
import { boughtCardView, issueGiftCards, mailGiftCards } from "../../giftcards/issue.ts";
import type { OrderConfirmation } from "../confirmation-mail.ts";

export type DigitalDelivery = Pick<OrderConfirmation, "downloads" | "boughtGiftCards">;

interface Deps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Issues and mails the order's gift cards (a repeat finds them made and sent) and, for the confirmation
 * e-mail, makes its download links.
 */
export async function deliverDigitalItems({ db, mailer, siteUrl, log }: Deps, orderId: number): Promise<DigitalDelivery> {
  const cards = await issueGiftCards(db, orderId);
  await mailGiftCards(db, mailer, orderId, siteUrl, log);
  const downloads = (await createDownloadLinks(db, orderId, siteUrl)).map(({ name, url }) => ({ name, url }));
  return { downloads, boughtGiftCards: cards.map(boughtCardView) };
}
