/**
 * The campaign this browser's shopper is in when it is not the shop's default one (a landing link's, or a
 * campaignToken kept from one). Pages are rendered once for everyone (lib/render-cache.ts) with the default
 * campaign's prices; once the browser knows the shopper's own campaign (CountdownBanner asks for it), every
 * price tag and the configurator re-price from its discounts here, as the cart charges them.
 *
 * The server's snapshot is always "the default": a page hydrates with the prices it was rendered with, and
 * its tags change once, when this store learns another campaign.
 */
import { useSyncExternalStore } from "react";
import { campaignDiscounts, type CampaignAnswer, type CampaignContent, type CampaignDiscounts } from "@petsies/domain";
import { shopperActive, type ActiveCurrency } from "../money.ts";

/**
 * The discounts a shopper's campaign answer brings: null when it is the page's default campaign (or no
 * campaign could be told: the page's own prices stand), else that campaign's by product id, none for a
 * product it does not discount, whatever the default takes off that one.
 */
export function shopperDiscountsOf(answer: Pick<CampaignAnswer, "campaignToken"> & { campaignContent: CampaignContent | null }, defaultToken: string | null): CampaignDiscounts | null {
  if (!answer.campaignToken || answer.campaignToken === defaultToken) return null;
  return campaignDiscounts(answer.campaignContent);
}

let current: CampaignDiscounts | null = null;
const listeners = new Set<() => void>();

/** Keeps the shopper's campaign (see shopperDiscountsOf) and re-prices every tag on the page. */
export function keepShopperCampaign(answer: CampaignAnswer, defaultToken: string | null): void {
  const next = shopperDiscountsOf(answer, defaultToken);
  if (next === null && current === null) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shopper's campaign discounts, or null while they are in the default one (always null on the server). */
export function useShopperDiscounts(): CampaignDiscounts | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** `active` with the shopper's campaign's discounts in place of the default's, once they are known. */
export function useShopperActive(active: ActiveCurrency): ActiveCurrency {
  return shopperActive(active, useShopperDiscounts());
}
