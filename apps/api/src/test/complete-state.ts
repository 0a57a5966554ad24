/**
 * Filling a customization as a shopper would, through the domain engine alone: shared by the API tests and the
 * browser journeys (e2e/tsconfig.json includes this file), so it imports nothing but @petsies/domain.
 */
import { applyInput, offeredOptions, selectionMode, type CustomizationState, type CustomizationTree, type UploadedImage } from "@petsies/domain";

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
