/**
 * The Stripe stand-in (stripe-stand-in.ts) as a process of its own, for the browser journeys: scripts/e2e-server.mjs
 * starts it on STRIPE_STAND_IN_PORT and points the API at it (STRIPE_API_URL); e2e/stripe.spec.ts sends the
 * browser's calls to api.stripe.com here. It stands in for Stripe's servers, which these machines cannot reach.
 */
import { startStripeStandIn } from "./stripe-stand-in.ts";

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 0);
const standIn = await startStripeStandIn(port);
console.log(`Stripe stand-in listening on http://127.0.0.1:${standIn.settings.port}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
