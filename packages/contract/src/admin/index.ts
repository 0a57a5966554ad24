/** The staff API (`/api/admin/*`) that the back office (apps/admin) talks to. */
export * from "./staff.ts";
export * from "./audit.ts";
export * from "./orders.ts";
export * from "./jobs.ts";
export * from "./customers.ts";
export * from "./catalog.ts";
export * from "./coupons.ts";
export * from "./reviews.ts";
export * from "./newsletter.ts";
export * from "./url-rewrites.ts";
export * from "./campaigns.ts";
export * from "./gift-cards.ts";
export * from "./gift-card-designs.ts";
export * from "./catalogue-import.ts";
export * from "./categories.ts";
export * from "./product-types.ts";
