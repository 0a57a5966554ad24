import { defineConfig } from "vitest/config";

/** API tests that start, stop and kill real API processes: they mostly wait, so `npm test` runs them beside the journeys. */
const PROCESS_TESTS = [
  "apps/api/src/modules/orders/crash.test.ts",
  "apps/api/src/db/backup.test.ts",
  "apps/api/src/db/startup.test.ts",
  "apps/api/src/main.test.ts",
  "apps/api/src/shutdown.test.ts",
  "apps/api/src/cli/shop.test.ts",
];

const apiTest = {
  globalSetup: ["apps/api/src/test/global-setup.ts"],
  setupFiles: ["apps/api/src/test/setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          // Pure code: the files share one process per worker instead of importing their modules afresh each
          // (the project's run 35 s -> 3 s). A test must not rely on a module's state being new.
          isolate: false,
          include: ["packages/**/src/**/*.test.ts", "apps/web/src/**/*.test.ts", "apps/admin/src/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          exclude: PROCESS_TESTS,
          // As for the unit tests: a worker's files share its process and the modules they import (the API, PGlite's
          // WebAssembly) instead of loading them afresh each: the project on PGlite 292 s -> 155 s. Each file still
          // has databases and an app of its own (test/app.ts); module state that a file sets is set again by
          // setup.ts before the next.
          isolate: false,
          ...apiTest,
        },
      },
      { test: { name: "process", include: PROCESS_TESTS, ...apiTest } },
    ],
  },
});
