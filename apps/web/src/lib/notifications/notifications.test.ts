import { describe, expect, it } from "vitest";
import { isUrgent, notificationType, pushNotification, withDefaults } from "./notifications.ts";

describe("notifications", () => {
  it("turns unknown types into danger", () => {
    expect(notificationType("success")).toBe("success");
    expect(notificationType("error")).toBe("danger");
    expect(notificationType(undefined)).toBe("danger");
  });

  it("has an OK button and a 5000 ms time to live by default; success also offers checkout", () => {
    expect(withDefaults({ type: "info", message: "Hi" }, 1)).toEqual({
      id: 1,
      type: "info",
      message: "Hi",
      action1: { label: "OK" },
      hasNoTimeout: false,
      timeToLive: 5000,
    });
    expect(withDefaults({ type: "success", message: "Added" }, 2).action2).toEqual({
      label: "Proceed to checkout",
      href: "/checkout/onepage/",
    });
  });

  it("does not add the same message as the last one shown", () => {
    const one = pushNotification([], { type: "success", message: "Added" }, 1);
    expect(pushNotification(one, { type: "success", message: "Added" }, 2)).toBe(one);
    const two = pushNotification(one, { type: "danger", message: "Nope" }, 2);
    expect(two.map((n) => n.id)).toEqual([1, 2]);
    expect(pushNotification(two, { type: "success", message: "Added" }, 3)).toHaveLength(3);
  });

  it("announces warnings and errors as alerts", () => {
    expect(["secondary", "info", "success", "warning", "danger"].map((t) => isUrgent(notificationType(t)))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
