/** How a card and the lines of its history read to the team. */
import { BASE_CURRENCY } from "@petsies/domain";
import type { GiftCardEvent, GiftCardRow } from "@petsies/contract/admin";
import { formatMoney } from "../../lib/money.ts";

/** Gift card amounts are kept in the base currency. */
export const money = (cents: number) => formatMoney(cents, BASE_CURRENCY);

export function sourceText(card: Pick<GiftCardRow, "source" | "orderIncrementId">): string {
  if (card.source === "order") return `Bought in order #${card.orderIncrementId}`;
  return card.source === "staff" ? "Issued in the back office" : "Made by the shop";
}

const EVENT_NAMES: Record<GiftCardEvent["kind"], string> = {
  created: "Created",
  bought: "Bought",
  issued: "Issued",
  used: "Used",
  returned: "Given back",
  adjusted: "Adjusted",
  disabled: "Disabled",
  enabled: "Enabled",
};

export function eventText(event: GiftCardEvent): string {
  const name = EVENT_NAMES[event.kind];
  if (event.kind === "used") return `${name} on order #${event.orderIncrementId}`;
  if (event.kind === "returned") return `${name}: order #${event.orderIncrementId} cancelled`;
  if (event.kind === "bought") return `${name} in order #${event.orderIncrementId}`;
  return name;
}

/** "+$5.00", "−$12.00", or nothing for a change that moves no money. */
export function changeText(cents: number): string {
  if (cents === 0) return "";
  return `${cents > 0 ? "+" : "−"}${money(Math.abs(cents))}`;
}
