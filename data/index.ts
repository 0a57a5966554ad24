/** The demo catalogue, content and settings that apps/api/src/db/seed loads. Pictures live in ./art. */
export { categories } from "./catalog/categories.ts";
export { creationFamilies } from "./catalog/creation-bundles.ts";
export { designs } from "./catalog/designs.ts";
export { accessories, configurables, digitalGoods, upgrades } from "./catalog/products.ts";
export { artVariants } from "./catalog/art-variants.ts";
export { productCustomizations, plushFamilySkus } from "./catalog/customizations/index.ts";
export { dogBreeds, catBreeds } from "./catalog/breeds.ts";
export { demoReviews, type ReviewData } from "./catalog/reviews.ts";
export { downloadableFiles, type DownloadableFileData } from "./catalog/downloads.ts";
export { syntheticAdjectives, syntheticPets, syntheticKinds } from "./catalog/synthetic-words.ts";
export type { SyntheticKind } from "./catalog/synthetic-words.ts";
export { taxRules, PRODUCT_TAX_CLASS, CUSTOMER_TAX_CLASS } from "./store/tax.ts";
export { currencies } from "./store/currencies.ts";
export { urlRewrites, type UrlRewriteData } from "./store/url-rewrites.ts";
export { stories } from "./content/index.ts";
export * from "./types.ts";
export { giftCardTemplates, coupons, demoGiftCards, type GiftCardTemplateData, type CouponData } from "./store/gift-cards.ts";
export { demoCampaigns, statisticBases, type CampaignData } from "./store/campaigns.ts";
