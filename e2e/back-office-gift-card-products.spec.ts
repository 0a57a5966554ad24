// A second gift card product (issue 13): an owner creates "Holiday Gift Card" of type Gift card, gives it two
// amounts ($30 and $60) and one design, and a shopper buys it on its own page with the gift card purchase form —
// only its amounts and its design offered — for a friend by e-mail. The order issues the card: the friend's e-mail
// holds its code and the back office's gift cards list shows it with the order. The new product is disabled again
// at the end, so the shop the journeys share keeps only its demo products listed.
import { randomUUID } from "node:crypto";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { checkOutVirtualCart, expectNoSeriousViolations, mailsTo } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const CODE = /PETS(-[A-HJKMNP-Z2-9]{4}){4}/;

test("an owner makes a second gift card with two amounts and one design; a shopper buys it and the card is issued", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const id = randomUUID().slice(0, 8);
  const card = { name: `Holiday Gift Card ${id}`, sku: `holiday_gift_card_${id}` };
  await signedInOwner(page);

  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(card.name);
  await page.getByLabel("SKU", { exact: true }).fill(card.sku);
  await page.getByLabel("URL key").fill(card.sku.replace(/_/g, "-"));
  await page.getByLabel("Type").selectOption({ label: "Gift card (an amount, e-mailed or posted)" });
  // A gift card is money: no stock to count; its price is its first amount.
  await expect(page.getByLabel("Quantity in stock")).toHaveCount(0);
  await expect(page.getByLabel("Price", { exact: true })).toHaveAccessibleDescription(/The card's first amount/);
  await page.getByLabel("Price", { exact: true }).fill("30.00");
  await page.getByLabel("Enabled: shoppers can see and buy it").check();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: card.name })).toBeVisible();
  const productUrl = page.url();

  try {
    await expect(page.getByText(/^Gift card · /)).toBeVisible();
    const section = page.getByRole("region", { name: "Gift card amounts and designs" });
    await expect(section.getByLabel("Fixed amounts")).toHaveValue("30.00");
    await section.getByLabel("Fixed amounts").fill("30, 60");
    const designs = section.getByRole("group", { name: "Designs offered" });
    await designs.getByLabel("Every design the shop offers (Gift card designs)").uncheck();
    // Only the design ticked is offered: every other one unticked first.
    const ticked = designs.getByRole("checkbox", { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await designs.getByRole("checkbox", { name: "Paw prints", exact: true }).check();
    await section.getByRole("button", { name: "Save amounts and designs" }).click();
    await expect(section.getByText("Saved: its page in the shop offers them now.")).toBeVisible();
    await expectNoSeriousViolations(page);

    // The list tells it apart from the other virtual products.
    await page.goto(`/admin/products?type=giftcard&q=${card.sku}`);
    await expect(page.getByRole("row", { name: new RegExp(card.name) })).toContainText("Gift card");

    // A shopper buys it on its own page: its two amounts, its one design, no amount of their own.
    const device = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) } });
    const shopper = await device.newPage();
    await shopper.goto(`/p/${card.sku}/`);
    await expect(shopper.getByRole("heading", { level: 1, name: card.name })).toBeVisible();
    const form = shopper.getByTestId("gift-card-form");
    const amounts = form.getByRole("group", { name: "Amount" }).getByRole("radio");
    await expect(amounts).toHaveCount(2);
    await expect(form.getByRole("group", { name: "Amount" })).toContainText("$30");
    await expect(form.getByRole("group", { name: "Amount" })).toContainText("$60");
    await expect(form.getByText("Other amount")).toHaveCount(0);
    await expect(form.getByRole("group", { name: "Design" }).getByRole("radio")).toHaveCount(1);
    await expect(form.getByRole("radio", { name: "Paw prints" })).toBeChecked();
    await expectNoSeriousViolations(shopper);

    const recipient = `holiday-friend-${id}@example.com`;
    await form.getByText("$60", { exact: true }).click();
    await form.getByLabel("Your name").fill("Ann");
    await form.getByLabel("Recipient's name").fill("Bo");
    await form.getByLabel("Recipient's e-mail address").fill(recipient);
    await form.getByLabel(/Message/).fill("Happy holidays, Bo!");
    await form.getByRole("button", { name: "Add gift card to cart" }).click();
    await expect(shopper.getByRole("dialog", { name: /cart/i })).toBeVisible();
    await shopper.keyboard.press("Escape");
    await shopper.goto("/checkout/cart/");
    await expect(shopper.getByTestId("cart-line")).toHaveCount(1);
    await expect(shopper.getByTestId("cart-line")).toContainText(card.name);
    await expect(shopper.getByTestId("cart-line")).toContainText("$60.00");
    // Nothing ships: the checkout asks for a billing address only.
    const order = await checkOutVirtualCart(shopper, `holiday-buyer-${id}@example.com`);
    await device.close();

    // The card is issued: its code is e-mailed to the friend, and the back office lists it with the order.
    let code = "";
    await expect
      .poll(async () => {
        code = (await mailsTo(recipient)).map((m) => CODE.exec(m.text)?.[0] ?? "").find(Boolean) ?? "";
        return code;
      })
      .not.toBe("");
    await page.goto(`/admin/gift-cards?q=${encodeURIComponent(recipient)}`);
    const row = page.getByRole("row").filter({ hasText: code.slice(-4) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("$60.00");
    await expect(row).toContainText(`Bought in order #${order}`);
    await expectNoSeriousViolations(page);
  } finally {
    // The shop the journeys share lists only its demo products again.
    await page.goto(productUrl);
    const disable = page.getByRole("button", { name: "Disable" });
    if (await disable.isVisible()) {
      await disable.click();
      await expect(page.getByText("Disabled: shoppers no longer see it.")).toBeVisible();
    }
  }
});
