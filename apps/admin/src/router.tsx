/**
 * The route tree (code-based, basepath /admin). Public screens: sign-in, forgot and set password. Everything
 * else sits behind the sign-in guard; a member who must set up two-factor is held at that screen. Screens
 * load lazily, each from its file in routes/; filters, sort and page of the lists live in the URL.
 */
import { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  stripSearchParams,
} from "@tanstack/react-router";
import { z } from "zod";
import {
  auditQuery,
  birthdayListQuery,
  campaignListQuery,
  storyListQuery,
  categorySelection,
  couponListQuery,
  customerListQuery,
  customerStoryListQuery,
  giftCardListQuery,
  importScreenQuery,
  jobQuery,
  orderListQuery,
  productListQuery,
  reviewListQuery,
  subscriberListQuery,
  urlRewriteListQuery,
} from "@petsies/contract/admin";
import { sessionQuery } from "./lib/session.ts";
import { safeRedirect } from "./lib/redirect.ts";
import { defaultsOf, forgiving, parseSearch, stringifySearch } from "./lib/search-params.ts";
import { RootLayout, RouteError, RoutePending, NotFound } from "./components/layout/RootLayout.tsx";
import { AppShell } from "./components/layout/AppShell.tsx";

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** Where to go after signing in (and setting up two-factor): the address that asked for a session. */
const redirectSearch = forgiving(z.object({ redirect: z.string().max(2000).optional() }));

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-in",
  validateSearch: redirectSearch,
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (session) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: lazyRouteComponent(() => import("./routes/sign-in.tsx")),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "forgot-password",
  component: lazyRouteComponent(() => import("./routes/forgot-password.tsx")),
});

const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "set-password",
  validateSearch: forgiving(z.object({ token: z.string().max(200).optional() })),
  component: lazyRouteComponent(() => import("./routes/set-password.tsx")),
});

const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "signed-in",
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session) throw redirect({ to: "/sign-in", search: { redirect: location.href } });
    return { session };
  },
});

const twoFactorRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "two-factor",
  validateSearch: redirectSearch,
  component: lazyRouteComponent(() => import("./routes/two-factor.tsx")),
});

const shellRoute = createRoute({
  getParentRoute: () => signedInRoute,
  id: "shell",
  beforeLoad: ({ context, location }) => {
    if (context.session.totpSetupRequired) throw redirect({ to: "/two-factor", search: { redirect: location.href } });
  },
  component: AppShell,
});

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./routes/dashboard.tsx")),
});

export const ordersSearch = forgiving(orderListQuery);
const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "orders",
  validateSearch: ordersSearch,
  search: { middlewares: [stripSearchParams(defaultsOf(orderListQuery))] },
  component: lazyRouteComponent(() => import("./routes/orders.tsx")),
});

const orderRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "orders/$incrementId",
  component: lazyRouteComponent(() => import("./routes/order.tsx")),
});

const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "customers",
  validateSearch: forgiving(customerListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(customerListQuery))] },
  component: lazyRouteComponent(() => import("./routes/customers.tsx")),
});

const customerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "customers/$id",
  component: lazyRouteComponent(() => import("./routes/customer.tsx")),
});

const staffRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "staff",
  component: lazyRouteComponent(() => import("./routes/staff.tsx")),
});

const passkeysRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "passkeys",
  component: lazyRouteComponent(() => import("./routes/passkeys.tsx")),
});

const auditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "audit",
  validateSearch: forgiving(auditQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(auditQuery))] },
  component: lazyRouteComponent(() => import("./routes/audit.tsx")),
});

const jobsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "jobs",
  validateSearch: forgiving(jobQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(jobQuery))] },
  component: lazyRouteComponent(() => import("./routes/jobs.tsx")),
});

const productsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "products",
  validateSearch: forgiving(productListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(productListQuery))] },
  component: lazyRouteComponent(() => import("./routes/products.tsx")),
});

const newProductRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "products/new",
  component: lazyRouteComponent(() => import("./routes/product-new.tsx")),
});

const catalogueImportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "products/import",
  validateSearch: forgiving(importScreenQuery),
  component: lazyRouteComponent(() => import("./routes/catalogue-import.tsx")),
});

const productRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "products/$id",
  component: lazyRouteComponent(() => import("./routes/product.tsx")),
});

const couponsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "coupons",
  validateSearch: forgiving(couponListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(couponListQuery))] },
  component: lazyRouteComponent(() => import("./routes/coupons.tsx")),
});

const newCouponRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "coupons/new",
  component: lazyRouteComponent(() => import("./routes/coupon-new.tsx")),
});

const couponRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "coupons/$id",
  component: lazyRouteComponent(() => import("./routes/coupon.tsx")),
});

const campaignsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "campaigns",
  validateSearch: forgiving(campaignListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(campaignListQuery))] },
  component: lazyRouteComponent(() => import("./routes/campaigns.tsx")),
});

const newCampaignRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "campaigns/new",
  component: lazyRouteComponent(() => import("./routes/campaign-new.tsx")),
});

const campaignRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "campaigns/$id",
  component: lazyRouteComponent(() => import("./routes/campaign.tsx")),
});

const contentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "content",
  validateSearch: forgiving(storyListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(storyListQuery))] },
  component: lazyRouteComponent(() => import("./routes/content.tsx")),
});

const newStoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "content/new",
  component: lazyRouteComponent(() => import("./routes/content-new.tsx")),
});

const storyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "content/$id",
  component: lazyRouteComponent(() => import("./routes/content-story.tsx")),
});

const reviewsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "reviews",
  validateSearch: forgiving(reviewListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(reviewListQuery))] },
  component: lazyRouteComponent(() => import("./routes/reviews.tsx")),
});

const customerStoriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "customer-stories",
  validateSearch: forgiving(customerStoryListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(customerStoryListQuery))] },
  component: lazyRouteComponent(() => import("./routes/customer-stories.tsx")),
});

const birthdaysRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "birthdays",
  validateSearch: forgiving(birthdayListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(birthdayListQuery))] },
  component: lazyRouteComponent(() => import("./routes/birthdays.tsx")),
});

const newsletterRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "newsletter",
  validateSearch: forgiving(subscriberListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(subscriberListQuery))] },
  component: lazyRouteComponent(() => import("./routes/newsletter.tsx")),
});

const categoriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "categories",
  validateSearch: forgiving(categorySelection),
  component: lazyRouteComponent(() => import("./routes/categories.tsx")),
});

const urlRewritesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "url-rewrites",
  validateSearch: forgiving(urlRewriteListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(urlRewriteListQuery))] },
  component: lazyRouteComponent(() => import("./routes/url-rewrites.tsx")),
});

const giftCardsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "gift-cards",
  validateSearch: forgiving(giftCardListQuery),
  search: { middlewares: [stripSearchParams(defaultsOf(giftCardListQuery))] },
  component: lazyRouteComponent(() => import("./routes/gift-cards.tsx")),
});

const newGiftCardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "gift-cards/new",
  component: lazyRouteComponent(() => import("./routes/gift-card-new.tsx")),
});

const giftCardDesignsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "gift-cards/designs",
  component: lazyRouteComponent(() => import("./routes/gift-card-designs.tsx")),
});

const giftCardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "gift-cards/$id",
  component: lazyRouteComponent(() => import("./routes/gift-card.tsx")),
});

/** Outside the shell, so only the card prints; held at two-factor set-up like the shell. */
const giftCardPrintRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: "gift-cards/$id/print",
  beforeLoad: ({ context, location }) => {
    if (context.session.totpSetupRequired) throw redirect({ to: "/two-factor", search: { redirect: location.href } });
  },
  component: lazyRouteComponent(() => import("./routes/gift-card-print.tsx")),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  forgotPasswordRoute,
  setPasswordRoute,
  signedInRoute.addChildren([
    twoFactorRoute,
    giftCardPrintRoute,
    shellRoute.addChildren([
      dashboardRoute,
      ordersRoute,
      orderRoute,
      customersRoute,
      customerRoute,
      staffRoute,
      passkeysRoute,
      auditRoute,
      jobsRoute,
      productsRoute,
      newProductRoute,
      catalogueImportRoute,
      productRoute,
      categoriesRoute,
      couponsRoute,
      newCouponRoute,
      couponRoute,
      campaignsRoute,
      newCampaignRoute,
      campaignRoute,
      contentRoute,
      newStoryRoute,
      storyRoute,
      reviewsRoute,
      customerStoriesRoute,
      birthdaysRoute,
      newsletterRoute,
      urlRewritesRoute,
      giftCardsRoute,
      newGiftCardRoute,
      giftCardDesignsRoute,
      giftCardRoute,
    ]),
  ]),
]);

export function makeRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: "/admin",
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
  /** A message for the next screen after an action that left the previous one (a customer erased). */
  interface HistoryState {
    notice?: string;
  }
}
