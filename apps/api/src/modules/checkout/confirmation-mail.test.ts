import { describe, expect, it } from "vitest";
import { orderConfirmationMail, type OrderConfirmation } from "./confirmation-mail.ts";

const order: OrderConfirmation = {
  incrementId: "100000042",
  email: "ada@example.com",
  firstName: "Ada",
  items: [
    { name: "Custom Dog Plush", qty: 1, rowTotal: "$199.00" },
    { name: "Pet Pillow", qty: 2, rowTotal: "$90.00" },
  ],
  subtotal: "$289.00",
  shipping: "$9.99",
  tax: "$0.00",
  grandTotal: "$298.99",
  shippingAddress: { name: "Ada Lovelace", street: ["1 Main St", "Apt 2"], city: "Austin", region: "TX", postcode: "78701", country: "United States" },
  paymentMethodTitle: "Check / Money order",
  paymentInstructions: "Make your check or money order payable to Petsies and mail it to PO Box 1.",
  nextSteps: ["Our artists design Custom Dog Plush from your photos."],
  orderHistoryUrl: "http://shop.test/my-account/order-history/",
};

describe("order confirmation mail", () => {
  it("goes to the shopper with the order number in the subject", () => {
    const mail = orderConfirmationMail(order);
    expect(mail.to).toBe("ada@example.com");
    expect(mail.subject).toBe("Your Petsies order #100000042");
  });

  it("lists items, totals, address and payment in both versions", () => {
    const mail = orderConfirmationMail(order);
    for (const body of [mail.text, mail.html]) {
      for (const part of ["Hi Ada,", "Custom Dog Plush", "Pet Pillow", "$199.00", "$298.99", "Apt 2", "Austin, TX 78701", "Check / Money order", "payable to Petsies", "What happens next", "Our artists design Custom Dog Plush", "http://shop.test/my-account/order-history/"])
        expect(body).toContain(part);
      expect(body).not.toContain("Discount");
      expect(body).not.toContain("Gift cards");
    }
    expect(mail.text).toContain("2 x Pet Pillow  $90.00");
  });

  it("shows discount and gift cards when something was taken off, and no address for a virtual order", () => {
    const mail = orderConfirmationMail({ ...order, discount: "-$10.00", giftCards: "-$25.00", shippingAddress: undefined });
    expect(mail.text).toContain("Discount: -$10.00");
    expect(mail.text).toContain("Gift cards: -$25.00");
    expect(mail.text).not.toContain("Shipping to");
    expect(mail.html).not.toContain("Shipping to");
  });

  it("escapes every shopper-entered value in the HTML", () => {
    const evil = "<script>alert(1)</script>";
    const mail = orderConfirmationMail({
      ...order,
      firstName: evil,
      items: [{ name: `Tom & "Jerry" <b>`, qty: 1, rowTotal: "$1.00" }],
      shippingAddress: { name: evil, street: [`Tom & "Jerry"`], city: "<i>", region: "", postcode: "", country: "'x'" },
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain("<i>");
    expect(mail.html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(mail.html).toContain("Tom &amp; &quot;Jerry&quot;");
    expect(mail.html).toContain("&#39;x&#39;");
    // The plain-text part is never rendered as HTML, so it keeps the words as typed.
    expect(mail.text).toContain(`Tom & "Jerry"`);
  });
});
