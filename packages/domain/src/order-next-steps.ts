/**
 * What happens next with a placed order, in the shopper's words: told by the confirmation e-mail and the
 * success page alike, so both say the same and say only what the shop really does. Each sentence follows
 * what was ordered: a handmade plush, a stocked accessory, an e-mailed gift card or a file each go their own
 * way. The e-mails promised here exist: the preview-ready and shipped e-mails (production/status-mail.ts).
 * How an offline payment is made (check / money order) is told beside these, by its instructions.
 */
import type { OrderItemKind } from "./order-progress.ts";

/** The shop's address for photos and questions (the confirmation e-mail's sender). */
export const SHOP_EMAIL = "hello@petsies.com";

export interface NextStepItem {
  name: string;
  kind: OrderItemKind;
  /** Made from the shopper's photos, and none was uploaded with the order (they chose to send them later). */
  photosMissing: boolean;
  /** The shipment promise of the line ("Estimated to ship by Friday, December 11"), when the product has one. */
  promise: string | null;
}

export interface NextStepsInput {
  items: readonly NextStepItem[];
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? "";
  return `${unique.slice(0, -1).join(", ")} and ${unique[unique.length - 1]}`;
}

const namesOf = (items: readonly NextStepItem[]) => joinNames(items.map((i) => i.name));

/** The sentences, in the order things happen; empty for an order with nothing to say. */
export function orderNextSteps(input: NextStepsInput): string[] {
  const of = (kind: OrderItemKind) => input.items.filter((i) => i.kind === kind);
  const handmade = of("made-to-order");
  const drawn = of("digital");
  const readyMade = of("ready-made");
  const instant = of("instant-digital");
  const steps: string[] = [];
  const needPhotos = [...handmade, ...drawn].filter((i) => i.photosMissing);
  if (needPhotos.length > 0) {
    steps.push(`We still need photos of your pet for ${namesOf(needPhotos)}: e-mail them to ${SHOP_EMAIL} with your order number, and we start as soon as they arrive.`);
  }
  if (handmade.length > 0) {
    steps.push(`Our artists design ${namesOf(handmade)} from your photos and e-mail you a preview to approve before anything is made.`);
    for (const item of handmade.filter((i) => i.promise)) steps.push(`${item.name}: ${item.promise}.`);
  }
  if (drawn.length > 0) steps.push(`Our artists draw ${namesOf(drawn)} from your photos.`);
  if (readyMade.length > 0) steps.push(`We pack and post ${namesOf(readyMade)}.`);
  if (handmade.length > 0 || readyMade.length > 0) steps.push("When your parcel ships, we e-mail you its tracking number.");
  if (instant.length > 0) steps.push(`${namesOf(instant)}: sent by e-mail right away.`);
  return steps;
}

/** Where a check or money order goes: the payment method's configuration (API config CHECKMO_*). */
export interface CheckMoneyOrderSettings {
  payableTo: string;
  mailingAddress: string;
}

/** How to pay by check / money order, for the checkout, the success page and the confirmation e-mail. */
export function checkMoneyOrderInstructions(settings: CheckMoneyOrderSettings, incrementId?: string): string {
  const reference = incrementId ? `write order #${incrementId} on it` : "write your order number on it";
  return (
    `Make your check or money order payable to ${settings.payableTo}, ${reference} and mail it to ${settings.mailingAddress}. ` +
    "We start on your order when it arrives."
  );
}

/**
 * The success page's order (spec §3 successOrderData), as the answer to the placing request carries it:
 * the API builds it (checkout/summary.ts), the success page shows it.
 */
export interface OrderSummary {
  items: { name: string; qty: number; row_total: string }[];
  totals: { label: string; value: string }[];
  shipping_address: string[] | null;
  payment_method: string;
  payment_instructions: string | null;
  next_steps: string[];
}
