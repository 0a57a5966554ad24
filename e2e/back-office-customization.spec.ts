// A product's customization in the back office (issue 13 "Customizations"), as an owner makes one: a new product gets
// an option with two values, a price on one; a rule left naming a value the owner then removed is refused at its field
// before anything is sent; once it is taken off, the tree is saved, and a shopper on the storefront sees the option on
// the product's page, where the priced value changes the price shown, and buys it at the server's price for that
// choice. The editor passes axe.
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

  // The preview beside the editor runs the shop's rules on the unsaved tree: Large waits for a value that is gone,
  // so it is not offered; once the rule is taken off, Large adds its price.
  const preview = custom.getByRole("complementary", { name: "Preview" });
  await expect(preview.getByRole("radio", { name: /Large/ })).toHaveCount(0);
  await large.getByRole("button", { name: /^Remove .* from Offer Large only when one of these is chosen$/ }).click();
  await expect(preview.getByTestId("preview-price")).toHaveText("$18.00");
  await preview.getByRole("radio", { name: /Large/ }).check();
  await expect(preview.getByTestId("preview-price")).toHaveText("$24.50");

  await custom.getByRole("button", { name: "Save customization" }).click();
  await expect(custom.getByText("Customization saved: the shop's configurator offers it now.")).toBeVisible();
  await expect(custom.getByText("The customization is not saved yet.")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expect(preview.getByRole("link", { name: /Preview on the shop/ })).toHaveAttribute("href", `/p/${product.sku}/`);

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
