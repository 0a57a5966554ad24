// Gift cards in the back office (issue 16): an owner issues a $25 e-mailed card, the recipient's e-mail holds
// its code, a shopper pays with it in the cart and at checkout, and the card's history shows that use; every
// back-office screen on the way passes axe.
import { randomUUID } from "node:crypto";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { addProduct, expectNoSeriousViolations, fillCheckout, mailsTo } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const CODE = /PETS(-[A-HJKMNP-Z2-9]{4}){4}/;

test("an owner e-mails a $25 gift card; the recipient pays with its code, and the card's history shows the use", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gift cards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Issue a gift card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue a gift card" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Paw prints" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // What is missing is said at each field before anything is sent.
  await page.getByLabel("Amount (USD)").fill("2000");
  await page.getByRole("button", { name: "Issue gift card" }).click();
  await expect(page.getByLabel("Amount (USD)")).toHaveAccessibleDescription(/At most \$1,000/);
  await expect(page.getByLabel("Recipient's name")).toHaveAccessibleDescription("Enter the recipient's name");
  await expect(page.getByLabel("Recipient's e-mail")).toHaveAccessibleDescription(/Enter the recipient's e-mail address/);
  await expect(page.getByRole("group", { name: "Design" })).toContainText("Choose a design");
  await expectNoSeriousViolations(page);

  const recipient = `gift-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel("Amount (USD)").fill("25");
  await page.getByRole("radio", { name: "Paw prints" }).check();
  await page.getByLabel("Recipient's name").fill("Gus Hale");
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel("From", { exact: true }).fill("The Petsies team");
  await page.getByLabel("Message", { exact: true }).fill("Sorry your order took so long. Treat yourself!");
  await page.getByRole("button", { name: "Issue gift card" }).click();
  const heading = page.getByRole("heading", { level: 1, name: CODE });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `A $25.00 gift card is issued and e-mailed to ${recipient}.` })).toBeVisible();
  const code = CODE.exec(await heading.innerText())![0];
  await expectNoSeriousViolations(page);

  // The recipient's e-mail holds the code.
  await expect.poll(async () => (await mailsTo(recipient)).length).toBe(1);
  const [mail] = await mailsTo(recipient);
  expect(mail!.subject).toBe("A $25.00 Petsies gift card for you");
  expect(CODE.exec(mail!.text)?.[0]).toBe(code);

  // A shopper pays $25 of a $31.50 cart with it and the rest by check.
  const device = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) } });
  const shopper = await device.newPage();
  await addProduct(shopper, "/p/petsies_bandana/");
  await addProduct(shopper, "/p/plush_care_kit/");
  await shopper.goto("/checkout/cart/");
  await shopper.getByRole("textbox", { name: "Gift card code" }).fill(code.toLowerCase());
  await shopper.getByRole("button", { name: "Apply" }).last().click();
  const masked = `PETS-XXXX-XXXX-XXXX-${code.slice(-4)}`;
  await expect(shopper.getByRole("list", { name: "Applied gift cards" }).getByRole("listitem")).toHaveText(new RegExp(`${masked} · \\$25\\.00`));
  await expect(shopper.locator('[data-segment="giftcard"] dd')).toContainText("$25.00");
  await shopper.getByRole("link", { name: "Go to Checkout" }).first().click();
  await fillCheckout(shopper, `gus-${randomUUID().slice(0, 8)}@example.com`, "checkmo");
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper).toHaveURL(/\/checkout\/onepage\/success\/$/);
  await device.close();

  // The owner finds the card by the recipient's e-mail; its history shows the use on that order, and nothing is left.
  await page.goto(`/admin/gift-cards?q=${encodeURIComponent(recipient)}`);
  const row = page.getByRole("row", { name: new RegExp(masked) });
  await expect(row).toContainText("$0.00 of $25.00");
  await expect(row).toContainText("Used up");
  await expectNoSeriousViolations(page);
  await row.getByRole("link", { name: masked }).click();
  const history = page.getByRole("region", { name: "History, oldest first" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("Issued");
  await expect(history.getByRole("row").nth(2)).toContainText(/Used on order #\d+/);
  await expect(history.getByRole("row").nth(2)).toContainText("−$25.00");

  // A goodwill top-up, in a dialog that holds focus and gives it back.
  const adjust = page.getByRole("button", { name: "Adjust balance" });
  await adjust.click();
  const dialog = page.getByRole("dialog", { name: "Adjust the balance" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Adjust balance" }).click();
  await expect(dialog.getByLabel("Amount (USD)")).toHaveAccessibleDescription(/Enter an amount/);
  await expectNoSeriousViolations(page);
  await dialog.getByLabel("Amount (USD)").fill("5");
  await dialog.getByLabel("Reason").fill("Goodwill for the wait");
  await dialog.getByRole("button", { name: "Adjust balance" }).click();
  await expect(dialog).toBeHidden();
  await expect(adjust).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Balance adjusted by +$5.00: it is now $5.00." })).toBeVisible();
  await expect(history.getByRole("row").nth(3)).toContainText("Goodwill for the wait");

  await page.getByRole("link", { name: "Printable card" }).click();
  const printable = page.getByRole("article", { name: "Printable gift card" });
  await expect(printable).toContainText(code);
  await expect(printable).toContainText("For Gus Hale");
  await expectNoSeriousViolations(page);
});

test("an owner adds a gift card design from a product's picture: the storefront offers it, and once disabled no longer", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gift cards" }).click();
  await page.getByRole("link", { name: "Gift card designs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift card designs" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Paw prints/ })).toContainText("gift-card");
  await expectNoSeriousViolations(page);

  // What is missing is said at each field.
  const form = page.getByRole("form", { name: "Add a design" });
  await form.getByRole("button", { name: "Add design" }).click();
  await expect(form.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(/Enter a name/);
  await expect(form.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(/Enter a code/);
  await expect(form.getByRole("group", { name: "Picture" })).toContainText("Choose a picture");
  await expectNoSeriousViolations(page);

  const id = randomUUID().slice(0, 6);
  const name = `Bandana ${id}`;
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Code", { exact: true }).fill(`bandana-${id}`);
  await form.getByLabel("Find a product's picture").fill("bandana");
  // The list shows every product's pictures until the search's answer replaces it: choose once it has.
  const found = form.getByRole("list", { name: "Pictures to choose from" }).getByRole("button");
  await expect.poll(async () => {
    const names = await found.allInnerTexts();
    return names.length > 0 && names.every((n) => /bandana/i.test(n));
  }).toBe(true);
  const picture = found.first();
  // Chosen from the keyboard, as any control here can be.
  await picture.focus();
  await page.keyboard.press("Enter");
  await expect(picture).toHaveAttribute("aria-pressed", "true");
  await form.getByRole("button", { name: "Add design" }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${name}” is added and offered on the storefront.` })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Yes");
  await expectNoSeriousViolations(page);

  // The storefront's gift card page offers it.
  const device = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) } });
  const shopper = await device.newPage();
  await shopper.goto("/giftcards/");
  const design = shopper.getByRole("group", { name: "Design" }).getByRole("radio", { name });
  await expect(design).toHaveCount(1);

  await page.getByRole("button", { name: `Disable ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${name}” is disabled: shoppers no longer see it.` })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("No (disabled)");
  await expectNoSeriousViolations(page);
  await shopper.reload();
  await expect(shopper.getByRole("group", { name: "Design" }).getByRole("radio", { name: "Paw prints" })).toHaveCount(1);
  await expect(design).toHaveCount(0);
  await device.close();

  // Put first, then deleted (no card was made with it) after a confirmation that holds focus.
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  const rows = page.getByRole("table", { name: "Designs in the order the storefront offers them" }).getByRole("row");
  await expect(rows.nth(-2)).toContainText(name);
  const remove = page.getByRole("button", { name: `Delete ${name}` });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${name}” is deleted.` })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});
