/** Every content story the seed loads, by full_slug. */
import type { StoryData } from "../types.ts";
import { about } from "./about.ts";
import { californiaPrivacyNotice } from "./california-privacy-notice.ts";
import { contact } from "./contact.ts";
import { faq } from "./faq.ts";
import { home } from "./home.ts";
import { noticeOfFinancialIncentive } from "./notice-of-financial-incentive.ts";
import { pageNotFound } from "./page-not-found.ts";
import { pricing } from "./pricing.ts";
import { privacyPolicy } from "./privacy-policy.ts";
import { reviews } from "./reviews.ts";
import { shippingAndReturns } from "./shipping-and-returns.ts";
import { terms } from "./terms.ts";

export const stories: StoryData[] = [
  home,
  about,
  faq,
  shippingAndReturns,
  terms,
  privacyPolicy,
  contact,
  californiaPrivacyNotice,
  noticeOfFinancialIncentive,
  reviews,
  pricing,
  pageNotFound,
];
