import { SITE_TITLE } from "@petsies/domain";
import type { MenuLink } from "./menu.ts";

/** The cart page (route detailed-cart) and checkout (route checkout), spec §2. */
export const CART_PATH = "/checkout/cart/";
export const CHECKOUT_PATH = "/checkout/onepage/";

/** Header links beside the Products menu (spec §2 "Layout and shell"). */
export const HEADER_LINKS: MenuLink[] = [
  { label: "Gift Cards", href: "/giftcards/" },
  { label: "Reviews", href: "/reviews/" },
  { label: "Pricing", href: "/pricing/" },
];

/** The extra group of the mobile side menu. */
export const USEFUL_LINKS: MenuLink[] = [
  ...HEADER_LINKS,
  { label: "About", href: "/about/" },
  { label: "FAQ", href: "/faq/" },
  { label: "Shipping & Returns", href: "/shipping-and-returns/" },
  { label: "Contact Us", href: "/contact/" },
];

export const FOOTER_COLUMNS: { title: string; links: MenuLink[] }[] = [
  {
    title: "Company",
    links: [
      { label: "About", href: "/about/" },
      { label: "Reviews", href: "/reviews/" },
      { label: "Pricing", href: "/pricing/" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Shipping & Returns", href: "/shipping-and-returns/" },
      { label: "FAQ", href: "/faq/" },
      { label: "Gift Cards", href: "/giftcards/" },
    ],
  },
  {
    title: "Account",
    links: [
      { label: "My account", href: "/my-account/" },
      { label: "Order history", href: "/my-account/order-history/" },
      { label: "Cart", href: "/checkout/cart/" },
    ],
  },
  {
    title: "Quick Links",
    links: [
      { label: "Custom plush", href: "/c/forevers/" },
      { label: "Pillows", href: "/c/pillows/" },
      { label: "Blankets", href: "/c/blankets/" },
      { label: "Accessories", href: "/c/petsies-accessories/" },
    ],
  },
];

export const LEGAL_LINKS: MenuLink[] = [
  { label: "Contact Us", href: "/contact/" },
  { label: "Terms", href: "/terms/" },
  { label: "Privacy Policy", href: "/privacy-policy/" },
  { label: "California Privacy Notice", href: "/california-privacy-notice/" },
  { label: "Notice of Financial Incentive", href: "/notice-of-financial-incentive/" },
];

export const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter", "pinterest", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LINKS: Record<SocialNetwork, { label: string; href: string }> = {
  facebook: { label: "Petsies on Facebook", href: "https://www.facebook.com/petsies" },
  instagram: { label: "Petsies on Instagram", href: "https://www.instagram.com/petsies" },
  twitter: { label: "Petsies on Twitter", href: "https://twitter.com/petsies" },
  pinterest: { label: "Petsies on Pinterest", href: "https://www.pinterest.com/petsies" },
  tiktok: { label: "Petsies on TikTok", href: "https://www.tiktok.com/@petsies" },
};

/** The brand family (spec §1); the footer lists every brand but the current store. */
const BRAND_FAMILY: MenuLink[] = [
  { label: "Petsies", href: "https://www.petsies.com/" },
  { label: "Budsies", href: "https://www.budsies.com/" },
  { label: "Selfies", href: "https://www.selfies.com/" },
];

export const SISTER_BRANDS = BRAND_FAMILY.filter((brand) => brand.label !== SITE_TITLE);
