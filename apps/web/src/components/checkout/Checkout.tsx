"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { FIELD_LIMITS, isVirtualCart, messages, type ShippingMethod } from "@petsies/domain";
import { cartStore, clearAfterOrder, reloadCart, sync } from "../../lib/cart/store.ts";
import type { CartTotals } from "../../lib/cart/types.ts";
import { useCart } from "../../lib/cart/use-cart.ts";
import { checkoutApi, type PaymentMethodOption } from "../../lib/checkout/checkout-api.ts";
import {
  buildOrder,
  CARD_METHOD,
  checkoutInputs,
  emptyAddress,
  orderKey,
  validateCheckout,
  type AddressDetails,
  type CheckoutErrors,
  type CheckoutForm,
  type PersonalDetails,
} from "../../lib/checkout/order.ts";
import { loadSavedCheckout, saveCheckout } from "../../lib/checkout/persisted.ts";
import { prefillFromAddressBook, prefillFromProfile } from "../../lib/checkout/prefill.ts";
import {
  checkoutSectionOf,
  trackBeginCheckout,
  trackCheckoutSection,
  trackPaymentInfo,
  trackPurchase,
  trackPurchaseError,
  trackShippingInfo,
} from "../../lib/checkout/checkout-analytics.ts";
import { rememberPlacedOrder } from "../../lib/checkout/placed-order.ts";
import { submitOrder } from "../../lib/checkout/submit-order.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { notify } from "../../lib/notifications/store.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { placeRefusal } from "../../lib/field-errors.ts";
import { CART_PATH } from "../../lib/site-links.ts";
import { AddressFields, type Country } from "./AddressFields.tsx";
import { NewAccountFields, welcomeNewAccount } from "./NewAccountFields.tsx";
import { CardFields } from "./CardFields.tsx";
import { OrderReview } from "./OrderReview.tsx";
import { ShippingMethods } from "./ShippingMethods.tsx";
import { PaymentMethods } from "./PaymentMethods.tsx";
import { TextField } from "../ui/Field.tsx";

const SECTION = "rounded-2xl border border-sand bg-white p-5 lg:p-6";
export const SUCCESS_PATH = "/checkout/onepage/success/";

const initialForm = (): CheckoutForm => ({
  personal: { firstName: "", lastName: "", emailAddress: "" },
  account: { createAccount: false, password: "", passwordConfirm: "" },
  shipping: emptyAddress(),
  shippingMethod: null,
  billingSameAsShipping: true,
  billing: emptyAddress(),
  paymentMethod: null,
  card: { card_number: "", expiry: "", cvc: "", name_on_card: "" },
  termsAccepted: false,
});

type Banner = { tone: "danger" | "info"; text: string; cartLink?: boolean } | null;

/**
 * The one-page checkout (route checkout, spec §2): personal details, shipping address and method, payment
 * with billing address, review and terms, then the order placed exactly once (or kept while offline).
 */
export function Checkout({ active, countries }: { active: ActiveCurrency; countries: Country[] }) {
  const cart = useCart();
  const router = useRouter();
  const [form, setForm] = useState<CheckoutForm>(initialForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [shippingMethods, setShippingMethods] = useState<ShippingMethod[] | null>(null);
  const [paymentMethods, setPaymentMethods] = useState<PaymentMethodOption[] | null>(null);
  const [totals, setTotals] = useState<CartTotals | null>(null);
  const [placing, setPlacing] = useState(false);
  const [queued, setQueued] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const placed = useRef(false);

  const needsShipping = !isVirtualCart(
    cart.items.map((i) => ({ sku: i.sku, type_id: i.type_id, giftcardShipped: i.giftcard_options?.recipient_ship })),
  );

  // Prefill from what the shopper typed before (spec §3 "Persisted customer data").
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = loadSavedCheckout();
    setForm((f) => ({
      ...f,
      personal: { ...f.personal, ...saved.personal },
      shipping: { ...f.shipping, ...saved.shipping },
      billing: { ...f.billing, ...saved.billing },
    }));
    setRestored(true);
  }, []);

  // Kept as it is typed (spec §9: personal, shipping and payment details in local storage), so a reload
  // loses nothing; never card details or a password. Not before the saved details are back in the form.
  const { personal, shipping, billing, billingSameAsShipping } = form;
  useEffect(() => {
    if (restored) saveCheckout(personal, shipping, billingSameAsShipping ? null : billing);
  }, [restored, personal, shipping, billing, billingSameAsShipping]);

  // A logged-in customer's profile and default addresses (which come with it) fill what is still empty, once each.
  const { user, addresses } = useUser();
  const filledFrom = useRef({ profile: false, addresses: false });
  useEffect(() => {
    if (user && !filledFrom.current.profile) {
      filledFrom.current.profile = true;
      setForm((f) => prefillFromProfile(f, user));
    }
    if (addresses && !filledFrom.current.addresses) {
      filledFrom.current.addresses = true;
      setForm((f) => prefillFromAddressBook(f, addresses));
    }
  }, [user, addresses]);

  // The server must know every line before an order can name it.
  const [firstSyncDone, setFirstSyncDone] = useState(false);
  useEffect(() => {
    if (cart.loaded) void sync({ totals: true }).finally(() => setFirstSyncDone(true));
  }, [cart.loaded]);

  // No cart (cleared, or emptied in another tab): back to the cart page, except after placing (spec §2). Lines
  // not yet on the server (an add still on its way when the shopper came here) get their cart from that
  // first sync, so a missing server cart counts only once it has run.
  useEffect(() => {
    const noCart = cart.items.length === 0 || (firstSyncDone && !cart.token);
    if (cart.loaded && !cart.syncing && noCart && !placed.current && !queued) {
      router.replace(CART_PATH);
    }
  }, [cart.loaded, cart.syncing, cart.items.length, cart.token, firstSyncDone, queued, router]);

  const { country, region_id: regionId } = form.shipping;
  const token = cart.token;

  // Shipping methods follow the destination; the chosen one stays if it is still offered.
  useEffect(() => {
    if (!token || !needsShipping) return;
    let stale = false;
    void checkoutApi.shippingMethods(token, { countryId: country, regionId: regionId ?? undefined }).then((answer) => {
      if (stale) return;
      const methods = answer.ok ? answer.value : [];
      setShippingMethods(methods);
      setForm((f) => {
        const keep = methods.some((m) => m.method_code === f.shippingMethod);
        const only = methods.length === 1 ? methods[0]!.method_code : null;
        return { ...f, shippingMethod: keep ? f.shippingMethod : only };
      });
    });
    return () => {
      stale = true;
    };
  }, [token, needsShipping, country, regionId, cart.items.length]);

  // Destination and method → totals and payment methods; a single method is chosen for the shopper (spec §4).
  const method = form.shippingMethod;
  const itemsKey = cart.items.map((i) => `${i.sku}:${i.qty}`).join(",");
  useEffect(() => {
    if (!token) return;
    let stale = false;
    const load = needsShipping
      ? checkoutApi.shippingInformation(token, { countryId: country, regionId: regionId ?? undefined }, method)
      : checkoutApi.paymentMethods(token).then(async (methods) => {
          if (!methods.ok) return methods;
          const answer = await checkoutApi.shippingInformation(token, { countryId: form.billing.country }, null);
          return answer.ok ? { ok: true as const, value: { totals: answer.value.totals, payment_methods: methods.value } } : answer;
        });
    void load.then((answer) => {
      if (stale || !answer.ok) return;
      setTotals(answer.value.totals);
      const methods = answer.value.payment_methods;
      setPaymentMethods(methods);
      setForm((f) => {
        const keep = methods.some((m) => m.code === f.paymentMethod);
        return { ...f, paymentMethod: keep ? f.paymentMethod : methods.length === 1 ? methods[0]!.code : null };
      });
    });
    return () => {
      stale = true;
    };
    // form.billing.country matters only for virtual carts (their tax follows the billing address).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, needsShipping, country, regionId, method, itemsKey, needsShipping ? null : form.billing.country]);

  // Analytics (spec §9): the checkout begun once, each shipping and payment method chosen, each section entered.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !cart.loaded || cart.items.length === 0) return;
    begun.current = true;
    trackBeginCheckout(cart.items, cart.totals?.coupon_code ?? null);
  }, [cart.loaded, cart.items, cart.totals]);
  useEffect(() => {
    if (method) trackShippingInfo(cartStore.getSnapshot().items, method);
  }, [method]);
  const paymentMethod = form.paymentMethod;
  useEffect(() => {
    if (paymentMethod) trackPaymentInfo(cartStore.getSnapshot().items, paymentMethod);
  }, [paymentMethod]);
  const section = useRef<string | null>(null);
  const onFocusSection = (e: FocusEvent) => {
    const entered = checkoutSectionOf((e.target as Element).closest("[aria-labelledby]")?.getAttribute("aria-labelledby") ?? null);
    if (entered && entered !== section.current) {
      section.current = entered;
      trackCheckoutSection(entered);
    }
  };

  const patch = (change: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...change }));
  /** Names typed in personal details carry over to the shipping address while it has no names of its own. */
  const patchPersonal = (change: Partial<PersonalDetails>) =>
    setForm((f) => {
      const personal = { ...f.personal, ...change };
      const follows = (field: "firstName" | "lastName") => f.shipping[field] === "" || f.shipping[field] === f.personal[field];
      const shipping = {
        ...f.shipping,
        ...(change.firstName !== undefined && follows("firstName") ? { firstName: change.firstName } : {}),
        ...(change.lastName !== undefined && follows("lastName") ? { lastName: change.lastName } : {}),
      };
      return { ...f, personal, shipping };
    });
  const patchAddress = (which: "shipping" | "billing") => (change: Partial<AddressDetails>) =>
    setForm((f) => ({ ...f, [which]: { ...f[which], ...change } }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (placing) return;
    setBanner(null);
    const found = validateCheckout(form, needsShipping);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setPlacing(true);
    try {
      await sync();
      // The store after the sync; the hook's copy may be a render behind.
      const { items: current, token: cartToken } = cartStore.getSnapshot();
      if (!cartToken || current.length === 0 || current.some((i) => i.server_item_id === undefined)) {
        setBanner({ tone: "danger", text: messages.somethingWentWrong, cartLink: true });
        return;
      }
      const order = buildOrder(form, cartToken, current, needsShipping);
      const outcome = await submitOrder(order, await orderKey(order));
      if (outcome.kind !== "placed" && outcome.kind !== "queued") trackPurchaseError(outcome);
      switch (outcome.kind) {
        case "placed":
          placed.current = true;
          trackPurchase(outcome.order, current, totals);
          rememberPlacedOrder(outcome.order);
          clearAfterOrder(order.cart_id);
          await welcomeNewAccount(outcome.order.account);
          router.push(SUCCESS_PATH);
          return;
        case "queued":
          setQueued(true);
          return;
        case "declined":
          setErrors({ "card-number": outcome.message });
          setBanner({ tone: "danger", text: outcome.message });
          document.getElementById("card-number")?.focus();
          return;
        case "cart-changed":
          notify({ type: "info", message: messages.cartItemsChanged, hasNoTimeout: true });
          await reloadCart();
          return;
        case "cart-gone":
          notify({ type: "info", message: messages.cartItemsChanged, hasNoTimeout: true });
          clearAfterOrder(order.cart_id);
          return;
        case "out-of-stock":
          setBanner({ tone: "danger", text: outcome.message, cartLink: true });
          await reloadCart();
          return;
        case "invalid": {
          // The shop's field errors at the checkout's own fields; the banner only for what has no field here.
          const billingPrefix = needsShipping && form.billingSameAsShipping ? "shipping" : "billing";
          const placed = placeRefusal(outcome, checkoutInputs(billingPrefix));
          setErrors(placed.errors);
          if (placed.message) setBanner({ tone: "danger", text: placed.message });
          focusFirstError(placed.errors);
          return;
        }
        case "failed":
          setBanner({ tone: "danger", text: outcome.message });
          return;
      }
    } finally {
      setPlacing(false);
    }
  };

  if (queued) {
    return (
      <section role="alert" className={`${SECTION} space-y-3`} data-testid="order-queued">
        <h2 className="text-2xl font-bold">Your order is waiting for a connection</h2>
        <p>
          You are offline, so your order has not been placed yet. It is saved on this device and will be sent automatically,
          once, as soon as you are back online. Keep this page or the shop open in a tab until then.
        </p>
        <p className="text-muted">We will show you your order number when it has been placed.</p>
      </section>
    );
  }

  if (!cart.loaded || cart.items.length === 0) {
    return <div role="status" aria-busy="true" aria-label="Loading checkout" className={`${SECTION} h-96 animate-pulse motion-reduce:animate-none`} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocusSection} className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_400px]" aria-busy={placing}>
      <div className="space-y-6">
        <section aria-labelledby="personal-title" className={`${SECTION} space-y-4`}>
          <h2 id="personal-title" className="text-xl font-bold">
            Personal details
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="personal-firstName" maxLength={FIELD_LIMITS.name} label="First name" value={form.personal.firstName} onChange={(v) => patchPersonal({ firstName: v })} error={errors["personal-firstName"]} autoComplete="given-name" />
            <TextField id="personal-lastName" maxLength={FIELD_LIMITS.name} label="Last name" value={form.personal.lastName} onChange={(v) => patchPersonal({ lastName: v })} error={errors["personal-lastName"]} autoComplete="family-name" />
            <div className="sm:col-span-2">
              <TextField id="personal-emailAddress" maxLength={FIELD_LIMITS.email} label="E-mail" type="email" value={form.personal.emailAddress} onChange={(v) => patchPersonal({ emailAddress: v })} error={errors["personal-emailAddress"]} autoComplete="email" hint="Your order confirmation goes here." />
            </div>
          </div>
          {!user && (
            <NewAccountFields value={form.account} onChange={(change) => patch({ account: { ...form.account, ...change } })} errors={errors} />
          )}
        </section>

        {needsShipping && (
          <section aria-labelledby="shipping-title" className={`${SECTION} space-y-4`}>
            <h2 id="shipping-title" className="text-xl font-bold">
              Shipping address
            </h2>
            <AddressFields prefix="shipping" value={form.shipping} onChange={patchAddress("shipping")} errors={errors} countries={countries} />
            <ShippingMethods methods={shippingMethods} value={form.shippingMethod} onChange={(code) => patch({ shippingMethod: code })} error={errors["shipping-method"]} active={active} />
          </section>
        )}

        <section aria-labelledby="payment-title" className={`${SECTION} space-y-4`}>
          <h2 id="payment-title" className="text-xl font-bold">
            Payment
          </h2>
          <PaymentMethods methods={paymentMethods} value={form.paymentMethod} onChange={(code) => patch({ paymentMethod: code })} error={errors["payment-method"]} />
          {form.paymentMethod === CARD_METHOD && <CardFields value={form.card} onChange={(card) => patch({ card: { ...form.card, ...card } })} errors={errors} />}
          <h3 className="pt-2 text-lg font-bold">Billing address</h3>
          {needsShipping && (
            <label className="flex items-center gap-3">
              <input type="checkbox" checked={form.billingSameAsShipping} onChange={(e) => patch({ billingSameAsShipping: e.target.checked })} className="size-5 accent-brand" />
              Same as the shipping address
            </label>
          )}
          {(!needsShipping || !form.billingSameAsShipping) && (
            <AddressFields prefix="billing" value={form.billing} onChange={patchAddress("billing")} errors={errors} countries={countries} />
          )}
        </section>
      </div>

      <OrderReview
        items={cart.items}
        totals={totals}
        active={active}
        placing={placing}
        banner={banner}
        termsAccepted={form.termsAccepted}
        onTermsChange={(termsAccepted) => patch({ termsAccepted })}
        termsError={errors["terms"]}
      />
    </form>
  );
}
