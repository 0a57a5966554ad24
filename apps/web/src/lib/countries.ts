import { countryCodes } from "@petsies/domain";

export interface Country {
  code: string;
  name: string;
}

const names = new Intl.DisplayNames(["en"], { type: "region" });

/** Every country an address may name, by English name (the address forms' country list). */
export function countryOptions(): Country[] {
  return countryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
