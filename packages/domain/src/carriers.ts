/** Carriers' public tracking pages, for the shipped e-mail and the order history. */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}`,
};

/** The carrier's tracking page for a tracking number, or null for a carrier we have no page for. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier.trim().toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
