/** Reading a stored customization value in the shape a widget needs. */
import { isUploadedImage, type CustomizationValue, type UploadedImage } from "@petsies/domain";

/** The value ids a value holds (nothing for text and photos). */
export function idsOf(value: CustomizationValue | undefined): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string" && v !== "");
  return [];
}

/** The photos a value holds. */
export function imagesOf(value: CustomizationValue | undefined): UploadedImage[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter(isUploadedImage);
}

/** The text a value holds ('' for anything else). */
export function textOf(value: CustomizationValue | undefined): string {
  return typeof value === "string" ? value : "";
}
