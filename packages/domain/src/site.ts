/** Shop-wide facts the storefront and API share. */
export const SITE_TITLE = "Petsies";
export const SITE_DESCRIPTION =
  "Custom handmade plush lookalikes of your pet, and personalised pet gifts: pillows, blankets, socks and more.";

/** Page titles get the default site title appended (spec §2). */
export function pageTitle(title: string | undefined): string {
  if (!title || title === SITE_TITLE) return SITE_TITLE;
  return `${title} | ${SITE_TITLE}`;
}

/** The Products mega-menu columns, in order (spec §2 "Layout and shell"). */
export const MENU_COLUMNS = [
  "Custom Pet Lookalikes",
  "Household",
  "Apparel and Accessories",
  "Other Products",
] as const;
export type MenuColumn = (typeof MENU_COLUMNS)[number];

export const NOT_FOUND_SLUG = "page-not-found";
export const HOME_SLUG = "home";
