import Script from "next/script";

/** A container id as Google Tag Manager issues them; anything else is refused rather than put in a script. */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

let warned = false;

/**
 * The tag manager (spec §9). Analytics events always go to `window.dataLayer`; the tag manager's script
 * loads only when GTM_ID is configured, so without it no third-party script reaches the shopper. A missing
 * (or malformed) id logs a warning, once (spec §8).
 */
export function TagManager() {
  const id = process.env.GTM_ID?.trim() ?? "";
  if (!GTM_ID_PATTERN.test(id)) {
    if (!warned) {
      warned = true;
      console.warn(id ? `GTM_ID "${id}" is not a tag manager container id: the tag manager is off.` : "GTM_ID is not set: analytics events stay in the page's data layer.");
    }
    return null;
  }
  return (
    <>
      {/* The container reads its start time from the data layer, then loads itself. */}
      <Script id="tag-manager-start" strategy="afterInteractive">
        {`(window.dataLayer = window.dataLayer || []).push({ "gtm.start": Date.now(), event: "gtm.js" });`}
      </Script>
      <Script id="tag-manager" strategy="afterInteractive" src={`https://www.googletagmanager.com/gtm.js?id=${id}`} />
    </>
  );
}
