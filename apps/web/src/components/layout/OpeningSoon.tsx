import { SITE_TITLE } from "@petsies/domain";

/**
 * The home page of a shop whose home story is not published yet (a new shop starts without the demo, README
 * "Opening a new shop"): a friendly word instead of a 404 or empty sections.
 */
export function OpeningSoon() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">{SITE_TITLE} is opening soon</h1>
      <p>We are getting the shop ready. Please come back in a little while to see what we make.</p>
    </div>
  );
}
