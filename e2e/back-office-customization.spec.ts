// A product's customization in the back office (issue 13 "Customizations"), as an owner makes one: a new product gets
// an option with two values, a price on one; a rule left naming a value the owner then removed is refused at its field
// before anything is sent; once it is taken off, the tree is saved, and a shopper on the storefront sees the option on
// the product's page, where the priced value changes the price shown, and buys it at the server's price for that
// choice. The preview beside the editor is the shop's own configurator in a frame, fed the unsaved tree: rules and
// prices follow each change there, an option's new label shows before it is saved, and nothing in it can be bought;
// its page is refused without the signed link and framed by the shop's own origin only. The editor passes axe, frame
// included.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

test("an owner gives a new product a customization, is refused a rule naming a removed value, saves, and the shopper's price follows the choice", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const product = { name: `Name Bandana ${id}`, sku: `name_bandana_${id}` };
  await signedInOwner(page);

  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(product.name);
  await page.getByLabel("SKU", { exact: true }).fill(product.sku);
  await page.getByLabel("URL key").fill(`name-bandana-${id}`);
  await page.getByLabel("Price", { exact: true }).fill("18.00");
  await page.getByLabel("Quantity in stock").fill("5");
  await page.getByLabel("In stock: shoppers can buy it").check();
  await page.getByLabel("Enabled: shoppers can see and buy it").check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  const custom = page.getByRole("region", { name: "Customization" });
  await expect(custom.getByText("No customization yet")).toBeVisible();
  await custom.getByRole("button", { name: "Add option", exact: true }).click();
  const size = custom.getByRole("group", { name: /^Option 1:/ });
  await size.getByLabel("Title shoppers see").fill("Bandana size");
  await size.getByLabel("Required").check();
  const sizeValues = size.getByRole("list", { name: "Values of Bandana size" }).locator(":scope > li");
  await sizeValues.nth(0).getByLabel("Value 1: name").fill("Small");
  await size.getByRole("button", { name: "Add a value to Bandana size" }).click();
  await sizeValues.nth(1).getByLabel("Value 2: name").fill("Large");
  await sizeValues.nth(1).getByLabel("Price ($)").fill("6.50");

  // A second option whose value Large waits for, then removed (after its confirmation): the rule is left naming it.
  await custom.getByRole("button", { name: "Add option", exact: true }).click();
  const wrap = custom.getByRole("group", { name: /^Option 2:/ });
  await wrap.getByLabel("Title shoppers see").fill("Gift wrap");
  await wrap.getByLabel("Value 1: name").fill("Wrapped");
  const large = sizeValues.nth(1);
  await large.getByText("Rules and actions of Large").click();
  const rule = large.getByRole("combobox", { name: "Add to Offer Large only when one of these is chosen" });
  await rule.selectOption({ label: "Wrapped" });
  await large.getByRole("button", { name: "Add", exact: true }).first().click();
  await expect(large.getByText("Wrapped (Gift wrap)")).toBeVisible();
  await custom.getByRole("button", { name: "Move Gift wrap up" }).click();
  await expect(custom.getByRole("group", { name: /^Option 1:/ })).toHaveAccessibleName("Option 1: Gift wrap");
  await custom.getByRole("button", { name: "Move Gift wrap down" }).click();
  await custom.getByRole("button", { name: "Remove Gift wrap", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Gift wrap?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(custom.getByRole("group", { name: /^Option 2:/ })).toHaveCount(0);
  await expect(large.getByText(/^Unknown id /)).toBeVisible();

  await custom.getByRole("button", { name: "Save customization" }).click();
  await expect(rule).toHaveAccessibleDescription(/The rule of “Bandana size” › “Large” names “[0-9a-f-]+”, which no value of this product has/);
  await expect(rule).toBeFocused();
  await expect(custom.getByText("1 field needs a change before the customization can be saved.")).toBeVisible();
  await expectNoSeriousViolations(page);

  // The preview beside the editor is the shop's configurator fed the unsaved tree: Large waits for a value that is
  // gone, so it is not offered, and the shop picks Small by itself without asking; once the rule is taken off, the
  // option is asked and Large adds its price. Nothing there is for sale.
  const preview = custom.getByRole("complementary", { name: "Preview" });
  const frameElement = preview.locator("iframe");
  await expect(frameElement).toHaveAccessibleName(`The shop's configurator of ${product.name}, unsaved changes included`);
  const shop = frameElement.contentFrame();
  const framedSize = shop.getByRole("group", { name: /^Bandana size/ });
  await expect(shop.getByText(`Preview of ${product.name} as shoppers see it`)).toBeVisible();
  await expect(shop.getByTestId("configurator-price")).toHaveText("$18.00");
  await expect(framedSize).toHaveCount(0);
  await large.getByRole("button", { name: /^Remove .* from Offer Large only when one of these is chosen$/ }).click();
  await expect(framedSize.getByRole("radio", { name: /Small/ })).toBeVisible();
  await expect(framedSize.getByRole("radio", { name: /Large/ })).toHaveAccessibleName(/Large\s*\+\$6\.50/);
  await expect(shop.getByTestId("configurator-price")).toHaveText("$18.00");
  await framedSize.getByRole("radio", { name: /Large/ }).check();
  await expect(shop.getByTestId("configurator-price")).toHaveText("$24.50");
  await expect(shop.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  await expect(shop.getByRole("button", { name: "Add to cart" })).toHaveAccessibleDescription("Preview: not for sale");

  await custom.getByRole("button", { name: "Save customization" }).click();
  await expect(custom.getByText("Customization saved: the shop's configurator offers it now.")).toBeVisible();
  await expect(custom.getByText("The customization is not saved yet.")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expect(preview.getByRole("link", { name: /Preview on the shop/ })).toHaveAttribute("href", `/p/${product.sku}/`);

  // A new label, not saved: the framed configurator shows it at once, the shop's page still the saved one.
  await size.getByLabel("Title shoppers see").fill("Bandana fit");
  await expect(custom.getByText("The customization is not saved yet.")).toBeVisible();
  await expect(shop.getByRole("group", { name: /^Bandana fit/ }).getByRole("radio", { name: /Small/ })).toBeVisible();
  await expect(shop.getByRole("group", { name: /^Bandana size/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The preview's page: refused without the signed link (or with a changed one), framed by the shop's origin only.
  const src = new URL((await frameElement.getAttribute("src"))!, page.url());
  expect(src.pathname).toBe("/preview/configurator/");
  const framed = await page.request.get(src.href, { headers: { accept: "text/html" } });
  expect(framed.status()).toBe(200);
  const frameAncestors = (csp: string | undefined) => csp?.split(";").map((d) => d.trim()).find((d) => d.startsWith("frame-ancestors "));
  expect(frameAncestors(framed.headers()["content-security-policy"])).toBe("frame-ancestors 'self'");
  expect(framed.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(framed.headers()["x-robots-tag"]).toContain("noindex");
  expect(framed.headers()["cache-control"]).toContain("no-store");
  const forged = new URL(src);
  forged.searchParams.set("token", "0".repeat(64));
  for (const refusedUrl of [`${src.origin}${src.pathname}`, forged.href, `${src.origin}${src.pathname}?product=${src.searchParams.get("product")}`]) {
    const refused = await page.request.get(refusedUrl, { headers: { accept: "text/html" } });
    expect(refused.status(), refusedUrl).toBe(401);
    expect(frameAncestors(refused.headers()["content-security-policy"])).toBe("frame-ancestors 'none'");
    expect(refused.headers()["x-frame-options"]).toBe("DENY");
    expect(await refused.text()).not.toContain("Bandana");
  }

  // The shopper sees the option on the product's page; Large adds its $6.50 to the price shown.
  const shopper = await browser.newPage();
  await shopper.goto(`/p/${product.sku}/`);
  const option = shopper.getByRole("group", { name: /^Bandana size/ });
  await expect(option.getByRole("radio", { name: /Small/ })).toBeVisible();
  await expect(option.getByRole("radio", { name: /Large/ })).toHaveAccessibleName(/Large\s*\+\$6\.50/);
  const price = shopper.getByTestId("configurator-price");
  await expect(price).toHaveText("$18.00");
  await option.getByRole("radio", { name: /Large/ }).check();
  await expect(price).toHaveText("$24.50");
  await option.getByRole("radio", { name: /Small/ }).check();
  await expect(price).toHaveText("$18.00");

  // Bought with Large, the line costs what the server works out from the choice; Edit opens the product's page again.
  await option.getByRole("radio", { name: /Large/ }).check();
  await shopper.getByRole("button", { name: "Add to cart", exact: true }).click();
  const minicart = shopper.getByRole("dialog", { name: /Your cart/ });
  await expect(minicart.getByTestId("line-customizations")).toContainText("Bandana size: Large");
  await shopper.keyboard.press("Escape");
  await shopper.evaluate(() => {
    localStorage.removeItem("current-cart");
    localStorage.removeItem("current-cart-hash");
  });
  await shopper.goto("/checkout/cart/");
  const line = shopper.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-total")).toHaveText("$24.50");
  await line.getByRole("link", { name: /^Edit / }).click();
  await expect(shopper).toHaveURL(new RegExp(`/p/${product.sku}/\\?edit=[0-9a-f]{16}`));
  await expect(shopper.getByRole("group", { name: /^Bandana size/ }).getByRole("radio", { name: /Large/ })).toBeChecked();
  await shopper.close();
});
