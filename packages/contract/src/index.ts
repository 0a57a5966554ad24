/**
 * The wire contract: zod schemas of requests and answers that the API validates with and its clients infer
 * their types from, so an answer's shape is written once (DESIGN.md "Checkout and the wire contract").
 */
export * from "./envelope.ts";
export * from "./storefront/index.ts";
