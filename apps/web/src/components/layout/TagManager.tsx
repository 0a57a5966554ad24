import Script from "next/script";
import { requestNonce } from "../../lib/nonce.ts";
import { TAG_MANAGER_ORIGIN, tagManagerId } from "../../lib/tag-manager.ts";

let warned = false;

/**
 * The tag manager (spec §9). Analytics events always go to `window.dataLayer`; the tag manager's script
 * loads only when GTM_ID is configured, so without it no third-party script reaches the shopper. A missing
 * (or malformed) id logs a warning, once (spec §8). Both scripts carry the request's nonce: the page's
 * Content-Security-Policy runs no other (lib/security-headers.ts, which allows the tag manager's origin then).
 */
export async function TagManager() {
  const { configured, id } = tagManagerId();
  if (!id) {
    if (!warned) {
      warned = true;
      console.warn(configured ? `GTM_ID "${configured}" is not a tag manager container id: the tag manager is off.` : "GTM_ID is not set: analytics events stay in the page's data layer.");
    }
    return null;
  }
  const nonce = await requestNonce();
  return (
    <>
      {/* The container reads its start time from the data layer, then loads itself. */}
      <Script id="tag-manager-start" strategy="afterInteractive" nonce={nonce}>
        {`(window.dataLayer = window.dataLayer || []).push({ "gtm.start": Date.now(), event: "gtm.js" });`}
      </Script>
      <Script id="tag-manager" strategy="afterInteractive" nonce={nonce} src={`${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`} />
    </>
  );
}
