import { describe, expect, it } from "vitest";
import { checkMoneyOrderInstructions, joinNames, orderNextSteps, SHOP_EMAIL, type NextStepItem } from "./order-next-steps.ts";

const plush: NextStepItem = { name: "Custom Dog Plush", kind: "made-to-order", photosMissing: false, promise: "Estimated to ship by Friday, December 11" };
const kit: NextStepItem = { name: "Plush Care Kit", kind: "ready-made", photosMissing: false, promise: null };
const card: NextStepItem = { name: "Petsies Gift Card", kind: "instant-digital", photosMissing: false, promise: null };

describe("what happens next with an order", () => {
  it("tells a plush order about the preview, the promise and the tracking e-mail", () => {
    const steps = orderNextSteps({ items: [plush] }).join(" ");
    expect(steps).toContain("e-mail you a preview to approve");
    expect(steps).toContain("Custom Dog Plush: Estimated to ship by Friday, December 11.");
    expect(steps).toContain("tracking number");
    expect(steps).not.toContain("photos of your pet for");
  });

  it("asks for the photos when the shopper chose to send them later", () => {
    expect(orderNextSteps({ items: [{ ...plush, photosMissing: true }] })[0]).toBe(
      `We still need photos of your pet for Custom Dog Plush: e-mail them to ${SHOP_EMAIL} with your order number, and we start as soon as they arrive.`,
    );
  });

  it("says nothing of plush, photos or previews for a gift card and a care kit", () => {
    const steps = orderNextSteps({ items: [card, kit] });
    expect(steps).toEqual(["We pack and post Plush Care Kit.", "When your parcel ships, we e-mail you its tracking number.", "Petsies Gift Card: sent by e-mail right away."]);
    expect(steps.join(" ")).not.toMatch(/plush of your pet|photo|preview|artist/i);
  });

  it("joins names as a sentence", () => {
    expect(joinNames(["A"])).toBe("A");
    expect(joinNames(["A", "B", "A", "C"])).toBe("A, B and C");
  });
});

describe("check / money order instructions", () => {
  it("say to whom, where, with the order number, and that work starts when it arrives", () => {
    const text = checkMoneyOrderInstructions({ payableTo: "Petsies Inc.", mailingAddress: "PO Box 1, Albany, NY 12207" }, "100000042");
    expect(text).toBe("Make your check or money order payable to Petsies Inc., write order #100000042 on it and mail it to PO Box 1, Albany, NY 12207. We start on your order when it arrives.");
    expect(checkMoneyOrderInstructions({ payableTo: "P", mailingAddress: "A" })).toContain("write your order number on it");
  });
});
