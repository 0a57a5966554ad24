/**
 * Postcode formats by country (issue 19: "ABCDE" was taken as a US ZIP code and printed in the e-mail). A
 * country in this table must match its pattern; any other country takes any non-empty postcode up to the
 * field's limit, as there are countries without postcodes and formats we do not know.
 */
interface PostcodeFormat {
  pattern: RegExp;
  /** Shown in the message, so the shopper sees what is expected. */
  example: string;
}

const digits = (n: number, example: string): PostcodeFormat => ({ pattern: new RegExp(`^\\d{${n}}$`), example });

const FORMATS: Record<string, PostcodeFormat> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: "12345 or 12345-6789" },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: "K1A 0B1" },
  GB: { pattern: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i, example: "SW1A 1AA" },
  IE: { pattern: /^[A-Z]\d[\dW] ?[\dA-Z]{4}$/i, example: "D02 X285" },
  AU: digits(4, "2000"),
  NZ: digits(4, "6011"),
  DE: digits(5, "10115"),
  FR: digits(5, "75001"),
  IT: digits(5, "00184"),
  ES: digits(5, "28013"),
  FI: digits(5, "00100"),
  EE: digits(5, "10111"),
  MX: digits(5, "06000"),
  AT: digits(4, "1010"),
  CH: digits(4, "8001"),
  BE: digits(4, "1000"),
  DK: digits(4, "1050"),
  NO: digits(4, "0150"),
  RO: digits(6, "010011"),
  IN: digits(6, "110001"),
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: "1012 AB" },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: "111 22" },
  PL: { pattern: /^\d{2}-\d{3}$/, example: "00-950" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1000-001" },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: "110 00" },
  LT: { pattern: /^(LT-)?\d{5}$/i, example: "LT-01100" },
  LV: { pattern: /^(LV-)?\d{4}$/i, example: "LV-1050" },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: "100-0001" },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: "01310-100" },
};

/** The message for a postcode that does not fit its country's format, or null when it fits or the country has none. */
export function postcodeFormatError(postcode: string, countryId: string): string | null {
  const format = FORMATS[countryId.trim().toUpperCase()];
  if (!format || format.pattern.test(postcode.trim())) return null;
  return countryId.trim().toUpperCase() === "US"
    ? `Please enter a valid ZIP code, like ${format.example}.`
    : `Please enter a valid postcode for the selected country, like ${format.example}.`;
}
