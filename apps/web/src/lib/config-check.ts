import { forwardedForHookLoaded } from "./client-address.ts";
import { readStorefrontConfig } from "./config.ts";
import { routerRequestHookLoaded } from "./router-request.ts";

/** Ends the process with every problem of the configuration named (instrumentation.ts, at server start). */
export function exitOnBadConfig(env: Record<string, string | undefined>): void {
  const { problems } = readStorefrontConfig(env);
  // Without it, the address the API's rate limits count would be whatever the shopper wrote (lib/client-address.ts).
  if (!forwardedForHookLoaded()) {
    problems.push("the storefront must start with node --import ./forwarded-for.mjs (npm run start:web and npm start do)");
  }
  // Without it, every client-side navigation would be answered with a whole page from the render cache.
  if (!routerRequestHookLoaded()) {
    problems.push("the storefront must start with node --import ./router-request.mjs (npm run start:web and npm start do)");
  }
  if (problems.length === 0) return;
  console.error(`petsies-web: invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
