/** The storefront's API (spec §7): the answers the shop's own web app reads, by area. */
export * from "./cart.ts";
export * from "./order.ts";
export * from "./giftcards.ts";
export * from "./customer.ts";
export * from "./shop.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./customization.ts";
export * from "./reviews.ts";
export * from "./promotions.ts";
