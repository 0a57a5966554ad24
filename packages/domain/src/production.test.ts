import { describe, expect, it } from "vitest";
import { ORDER_ITEM_STATUS as S } from "./order-progress.ts";
import { statusMoveError, statusTargets } from "./production.ts";

describe("staff status moves", () => {
  it("lets an item move to any step but draft, cancelled and on hold, which have actions of their own", () => {
    const targets = statusTargets(S.inDesign).map((t) => t.statusId);
    expect(targets).toHaveLength(22 - 4);
    expect(targets).not.toContain(S.inDesign);
    for (const id of [S.draft, S.cancelled, S.onHold]) expect(targets).not.toContain(id);
    expect(targets).toContain(S.customerPreview);
    expect(statusMoveError(S.inDesign, S.customerPreview)).toBeNull();
  });

  it("says why a move is refused", () => {
    expect(statusMoveError(S.created, S.cancelled)).toMatch(/Cancel action/);
    expect(statusMoveError(S.created, S.onHold)).toMatch(/Hold action/);
    expect(statusMoveError(S.created, S.draft)).toMatch(/draft/);
    expect(statusMoveError(S.onHold, S.inProduction)).toMatch(/release it first/);
    expect(statusMoveError(S.cancelled, S.created)).toMatch(/cancelled/);
    expect(statusTargets(S.cancelled)).toEqual([]);
    expect(statusTargets(S.onHold)).toEqual([]);
  });
});
