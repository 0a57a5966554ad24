/**
 * The plush-toy wizard's three analytics events (spec §9 names them without their shape): a step shown, a
 * pet photo given (uploaded now or to be e-mailed later), and the configured plush added to the cart. Also
 * experience_impression for the A/B groups that shaped the form.
 */
import type { CustomizationState } from "@petsies/domain";
import { track } from "../analytics.ts";

export function uploadedPhotoCount(state: CustomizationState): number {
  return state.reduce((n, entry) => {
    const v = entry.value;
    if (Array.isArray(v)) return n + v.filter((x) => typeof x === "object").length;
    return n + (typeof v === "object" ? 1 : 0);
  }, 0);
}

export function trackWizardStep(productSku: string, index: number, title: string, count: number): void {
  track("plush_wizard_step", { item_id: productSku, step_number: index + 1, step_name: title, step_count: count });
}

export function trackWizardPhoto(productSku: string, mode: "upload" | "email_later"): void {
  track("plush_wizard_photo", { item_id: productSku, photo_mode: mode });
}

export function trackWizardComplete(productSku: string, value: number): void {
  track("plush_wizard_complete", { item_id: productSku, value });
}

export function trackExperiments(groups: ReadonlySet<string>): void {
  for (const group of groups) track("experience_impression", { exp_variant_string: group });
}
