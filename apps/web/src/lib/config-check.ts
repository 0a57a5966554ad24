import { readStorefrontConfig } from "./config.ts";

/** Ends the process with every problem of the configuration named (instrumentation.ts, at server start). */
export function exitOnBadConfig(env: Record<string, string | undefined>): void {
  const { problems } = readStorefrontConfig(env);
  if (problems.length === 0) return;
  console.error(`petsies-web: invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
