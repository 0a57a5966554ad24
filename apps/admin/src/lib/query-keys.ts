/** Query keys per resource: invalidating a prefix (e.g. orders.all) refreshes everything under it. */
import type {
  AdminReviewListQuery,
  AuditQuery,
  BirthdayListQuery,
  CampaignListQuery,
  CouponListQuery,
  CustomerListQuery,
  CustomerStoryListQuery,
  JobQuery,
  OrderListQuery,
  ProductListQuery,
  StoryListQuery,
  SubscriberListQuery,
  UrlRewriteListQuery,
} from "@petsies/contract/admin";

export const queryKeys = {
  session: ["session"] as const,
  dashboard: ["dashboard"] as const,
  orders: {
    all: ["orders"] as const,
    lists: ["orders", "list"] as const,
    list: (query: OrderListQuery) => ["orders", "list", query] as const,
    board: ["orders", "board"] as const,
    detail: (incrementId: string) => ["orders", "detail", incrementId] as const,
  },
  customers: {
    all: ["customers"] as const,
    lists: ["customers", "list"] as const,
    list: (query: CustomerListQuery) => ["customers", "list", query] as const,
    detail: (id: number) => ["customers", "detail", id] as const,
  },
  products: {
    all: ["products"] as const,
    lists: ["products", "list"] as const,
    list: (query: ProductListQuery) => ["products", "list", query] as const,
    detail: (id: number) => ["products", "detail", id] as const,
    choices: ["products", "choices"] as const,
    customizations: (id: number) => ["products", "customizations", id] as const,
    // Not under "products": a save refreshes the product's queries, and the frame keeps the page it opened.
    customizationPreview: (id: number) => ["customization-preview", id] as const,
  },
  catalogueImports: {
    detail: (id: number) => ["catalogue-imports", id] as const,
  },
  staff: ["staff"] as const,
  staffSettings: ["staff-settings"] as const,
  passkeys: ["passkeys"] as const,
  audit: {
    all: ["audit"] as const,
    list: (query: AuditQuery) => ["audit", query] as const,
  },
  jobs: {
    all: ["jobs"] as const,
    list: (query: JobQuery) => ["jobs", query] as const,
  },
  coupons: {
    all: ["coupons"] as const,
    lists: ["coupons", "list"] as const,
    list: (query: CouponListQuery) => ["coupons", "list", query] as const,
    detail: (id: number) => ["coupons", "detail", id] as const,
    categories: ["coupons", "categories"] as const,
  },
  content: {
    all: ["content"] as const,
    lists: ["content", "list"] as const,
    list: (query: StoryListQuery) => ["content", "list", query] as const,
    detail: (id: number) => ["content", "detail", id] as const,
    versions: (id: number) => ["content", "versions", id] as const,
    preview: (id: number) => ["content", "preview", id] as const,
  },
  campaigns: {
    lists: ["campaigns", "list"] as const,
    list: (query: CampaignListQuery) => ["campaigns", "list", query] as const,
    detail: (id: number) => ["campaigns", "detail", id] as const,
    categories: ["campaigns", "categories"] as const,
    preview: (body: unknown) => ["campaigns", "preview", body] as const,
  },
  reviews: {
    all: ["reviews"] as const,
    lists: ["reviews", "list"] as const,
    list: (query: AdminReviewListQuery) => ["reviews", "list", query] as const,
    settings: ["reviews", "settings"] as const,
    storyLists: ["reviews", "stories"] as const,
    stories: (query: CustomerStoryListQuery) => ["reviews", "stories", query] as const,
  },
  birthdays: {
    lists: ["birthdays", "list"] as const,
    list: (query: BirthdayListQuery) => ["birthdays", "list", query] as const,
  },
  newsletter: {
    lists: ["newsletter", "list"] as const,
    list: (query: SubscriberListQuery) => ["newsletter", "list", query] as const,
  },
  categories: {
    all: ["categories"] as const,
    tree: ["categories", "tree"] as const,
    detail: (id: number) => ["categories", "detail", id] as const,
    products: (id: number) => ["categories", "products", id] as const,
  },
  urlRewrites: {
    lists: ["url-rewrites", "list"] as const,
    list: (query: UrlRewriteListQuery) => ["url-rewrites", "list", query] as const,
  },
};
