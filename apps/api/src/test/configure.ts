/** Configuring a product in tests the way a shopper does: through the domain engine, option by option. */
import sharp from "sharp";
import { indexTree, loadState, withProductionTime, type Customization, type RushAddOn, type UploadedImage } from "@petsies/domain";
import type { TestApp } from "./app.ts";
import { completeState } from "./complete-state.ts";
import { multipartBody } from "./multipart.ts";
import type { Line } from "./shopper.ts";

/**
 * A Forevers dog plush configured as a shopper would: a real photo uploaded to the test app, then every
 * required option filled. Answers the cart line to add and the uploaded photo.
 */
export async function configuredForevers(t: TestApp, qty = 1): Promise<{ line: Line; photo: UploadedImage }> {
  const get = async (url: string) => (await t.app.inject({ method: "GET", url })).json().result;
  const product = (await get("/api/product/ForeversDog_bundle")) as { id: number; customizations: Customization[] };
  const rush = (await get("/api/plushies/products-rush-upgrades")) as Record<string, RushAddOn[]>;
  const tree = indexTree(withProductionTime(product.customizations, rush[String(product.id)] ?? []));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a4b2a" } }).png().toBuffer();
  const body = multipartBody({ imageType: "1" }, { filename: "rex.png", contentType: "image/png", data: png });
  const res = await t.app.inject({ method: "POST", url: "/api/upload", headers: { ...body.headers, "x-forwarded-for": "10.8.8.8" }, payload: body.payload });
  const photo = res.json().result.item as UploadedImage;
  const state = completeState(tree, loadState(tree, {}), photo);
  return { line: { sku: "ForeversDog_bundle", qty, product_option: { extension_attributes: { customization_state: state } } }, photo };
}
