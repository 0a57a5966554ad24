import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite, PGLITE_SHARED_BUFFERS, selectRows } from "./client.ts";

describe("the embedded database", () => {
  it("opens with its page cache at PGLITE_SHARED_BUFFERS, not PostgreSQL's 128 MB", async () => {
    const database = await openPglite(undefined);
    try {
      const [row] = await selectRows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
      expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  });
});
