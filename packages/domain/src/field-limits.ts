/**
 * The longest text each form field of the shop takes (issue 19). The storefront's inputs use these as their
 * maxLength and the API's schemas refuse anything longer, so the two cannot differ: a shopper is stopped at
 * the field while typing instead of meeting a refusal after submitting.
 */
export const FIELD_LIMITS = {
  email: 254,
  /** First and last names, on accounts, addresses and the checkout. */
  name: 100,
  password: 256,
  street: 200,
  streetLines: 3,
  city: 100,
  postcode: 20,
  region: 100,
  telephone: 40,
  company: 200,
  vatId: 40,
  /** Coupon and gift card codes. */
  code: 64,
} as const;

/** The share forms (spec §7 POST /share/artists, /share/customer-stories). */
export const SHARE_LIMITS = { petName: 60, name: 100, story: 3000, minStory: 20 } as const;

/** What a field says when its text is longer than its limit. */
export const tooLongMessage = (max: number) => `Please use at most ${max} characters.`;
