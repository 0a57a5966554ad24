// `npm run build`: the production build of every part — the storefront (Next, then its service worker), the
// back office (Vite) and the API (JavaScript in apps/api/dist). After it, `npm ci --omit=dev` leaves what
// `npm run start:api` and `npm run start:web` need to run (README "Deployment").
import "./node-version.mjs";
import { buildAdmin, buildApi, buildWeb } from "./processes.mjs";

const steps = [
  ["the API", buildApi],
  ["the back office", buildAdmin],
  ["the storefront", buildWeb],
];
for (const [name, build] of steps) {
  console.log(`Building ${name}…`);
  const code = await build();
  if (code !== 0) {
    console.error(`The build of ${name} failed.`);
    process.exit(code);
  }
}
console.log("Built: apps/api/dist, apps/admin/dist, apps/web/.next.");
