/**
 * Step 4, deliver, run by the confirmation job (notify.ts). What a placed order delivers at once, without shipping: the gift cards it bought (made, and e-mailed to
 * their recipients) and links to the files of its downloadable items, both told in the confirmation e-mail.
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
