// The shop runs on Node 24, the LTS line: `npm ci` installs it from the npm registry (the `node` package in
// package.json's dependencies, kept by `npm ci --omit=dev`) and npm scripts find it before the machine's own
// Node. A script started by hand with an older Node stops here, saying so, rather than failing later without
// saying why. Imported first by every script that starts or tests the shop.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `This is Node ${process.versions.node}; the shop needs Node ${REQUIRED_MAJOR} or newer. Run it through npm ` +
      `(npm start, npm test, npm run start:api, npm run start:web), which uses the Node that npm ci installed, ` +
      `or install Node ${REQUIRED_MAJOR} on the machine.`,
  );
  process.exit(1);
}
