/** Money is integer cents on the wire; people read it in their currency's own format. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currencyCode: string): string {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode });
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(cents / 100);
}

/** "12.50" typed in a dollars field → 1250 cents; null when the text is not an amount. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
