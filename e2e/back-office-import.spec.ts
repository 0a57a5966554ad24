// Catalogue import (issue 13), as an owner uses it: a CSV with two bad rows is checked, both mistakes are shown at
// their line and column and Apply stays off; the fixed file is checked again and applied, and the storefront's page
// of the product shows its new price. The screen passes axe with and without a report.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const HEADER = "sku,type,name,url_key,price,qty,categories";

async function uploadCsv(page: Page, name: string, lines: string[]): Promise<void> {
  await page.getByLabel("Catalogue file (CSV or JSON)").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\n") + "\n") });
}

test("an owner imports a CSV with two bad rows, fixes it, imports it again, and the storefront shows the new price", async ({ page }) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const sku = `import_pillow_${id}`;
  const pillow = (price: string) => `${sku},simple,Import Pillow ${id},import-pillow-${id},${price},5,petsies-accessories`;
  await signedInOwner(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Import / export" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import / export" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export catalogue (CSV)" })).toHaveAttribute("href", "/api/admin/catalogue/export?format=csv");
  await expectNoSeriousViolations(page);

  // The product the journey changes, made by an import of its own.
  await uploadCsv(page, "pillow.csv", [HEADER, pillow("18.00")]);
  await page.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(page.getByText("The catalogue is updated: 1 created, 0 changed, 0 unchanged.")).toBeVisible();
  const storefront = await page.context().newPage();
  await storefront.goto(`/p/${sku}/`);
  await expect(storefront.getByTestId("price").first()).toHaveText("$18.00");

  const bad = [HEADER, pillow("24.00"), `mouse_${id},simple,Felt Mouse ${id},felt-mouse-${id},$4.50,5,`, `cat_${id},simple,Felt Cat ${id},felt-cat-${id},6.00,5,no-such-shelf`];
  await uploadCsv(page, "catalogue.csv", bad);
  const mistakes = page.getByRole("region", { name: "Mistakes in the file, by line" });
  await expect(mistakes.getByRole("row")).toHaveCount(3);
  await expect(mistakes.getByRole("row").nth(1)).toHaveText(/^3\s*price\s*Write the price in dollars with a dot, like 19\.99 \(no currency sign\)\./);
  await expect(mistakes.getByRole("row").nth(2)).toHaveText(/^4\s*categories\s*No category has the address key “no-such-shelf”\./);
  await expect(page.getByText("2 rows have mistakes.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Apply/ })).toBeDisabled();
  await expect(page).toHaveURL(/[?&]import=\d+/);
  await expectNoSeriousViolations(page);

  const fixed = [HEADER, pillow("24.00"), `mouse_${id},simple,Felt Mouse ${id},felt-mouse-${id},4.50,5,`, `cat_${id},simple,Felt Cat ${id},felt-cat-${id},6.00,5,petsies-accessories`];
  await uploadCsv(page, "catalogue.csv", fixed);
  await expect(mistakes).toHaveCount(0);
  const apply = page.getByRole("button", { name: "Apply 3 changes" });
  await expect(apply).toBeEnabled();
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The catalogue is updated: 2 created, 1 changed, 0 unchanged.")).toBeVisible();
  await expectNoSeriousViolations(page);

  await storefront.reload();
  await expect(storefront.getByTestId("price").first()).toHaveText("$24.00");
  await storefront.close();
});
