/** Configuring a product in tests the way a shopper does: through the domain engine, option by option. */
import sharp from "sharp";
import {
  applyInput,
  indexTree,
  loadState,
  offeredOptions,
  selectionMode,
  withProductionTime,
  type Customization,
  type CustomizationState,
  type CustomizationTree,
  type RushAddOn,
  type UploadedImage,
} from "@petsies/domain";
import type { TestApp } from "./app.ts";
import { multipartBody } from "./multipart.ts";
import type { Line } from "./shopper.ts";

export const testPhoto = (n: number): UploadedImage => ({
  id: `photo-${n}`,
  type: 1,
  url: `/api/media/uploads/photo-${n}.jpg`,
  createdAt: "2026-01-01T00:00:00.000Z",
});

/**
 * Fills every offered, required option that is still empty (the first available value, "Biscuit" for
 * text, an e-mail for the e-mail field, `photo` for uploads) until none is left.
 */
export function completeState(tree: CustomizationTree, start: CustomizationState, photo: UploadedImage = testPhoto(1)): CustomizationState {
  let state = start;
  for (let round = 0; round < 50; round++) {
    const empty = offeredOptions(tree, state).find((o) => {
      if (!o.customization.optionData || !o.isRequired) return false;
      return o.value === undefined || o.value === "" || (Array.isArray(o.value) && o.value.length === 0);
    });
    if (!empty) return state;
    const c = empty.customization;
    const mode = selectionMode(c);
    const next =
      mode === "text"
        ? applyInput(tree, state, { type: "text", customizationId: c.id, text: c.optionData?.type === "customer_email" ? "ann@example.com" : "Biscuit" })
        : mode === "upload" || mode === "uploads"
          ? applyInput(tree, state, { type: "add-images", customizationId: c.id, images: [photo] })
          : applyInput(tree, state, { type: "select", customizationId: c.id, valueId: empty.values[0]!.id });
    if (next === state) throw new Error(`cannot fill ${c.title}`);
    state = next;
  }
  throw new Error("the tree never completes");
}

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
