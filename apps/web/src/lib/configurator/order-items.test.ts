import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@petsies/domain";
import { readSaveResults, readStates } from "./order-items.ts";
import { refused } from "../api-call.ts";

const item = { id: 7, sku: "ForeversDog_bundle", product_id: 73, status_id: 22, awaiting_customization: true, customization_state: [] };

describe("order item states", () => {
  it("are read as items", () => {
    expect(readStates({ ok: true, value: [item] }, ["7"])).toEqual({ ok: true, value: [item] });
  });

  it("say what went wrong in the words of spec §8", () => {
    expect(readStates({ ok: true, value: [] }, ["7", "8"])).toEqual({ ok: false, message: "No order items customizations states found for orderItemIds: 7,8" });
    expect(readStates(refused(500, "Something went wrong"), ["7"])).toEqual({
      ok: false,
      message: "Failed to fetch order items customizations states: Something went wrong",
    });
    const notFound = "No order items customizations states found for orderItemIds: 9";
    expect(readStates(refused(404, notFound, { code: ERROR_CODES.orderItemsNotFound }), ["9"])).toEqual({ ok: false, message: notFound });
    // Known by its code, not its words: another 404 is a failure to fetch.
    expect(readStates(refused(404, "Route not found: GET /api/customizations/order-items/states"), ["9"])).toEqual({
      ok: false,
      message: "Failed to fetch order items customizations states: Route not found: GET /api/customizations/order-items/states",
    });
    expect(readStates({ ok: true, value: [{ id: "7" }] }, ["7"])).toEqual({
      ok: false,
      message: "Failed to fetch order items customizations states: Unexpected response!",
    });
  });
});

describe("save results", () => {
  it("are per item: null when saved, else 'Save State: …'", () => {
    const results = readSaveResults({ results: [{ id: 7, error_message: null }, { id: 8, error_message: "'Size' keeps the choice that was paid for" }] });
    expect(results?.get(7)).toBeNull();
    expect(results?.get(8)).toBe("Save State: 'Size' keeps the choice that was paid for");
  });

  it("are unreadable in any other shape", () => {
    expect(readSaveResults({ results: [{ error_message: "x" }] })).toBeNull();
    expect(readSaveResults([])).toBeNull();
  });
});
