"use client";

import { useCallback, useRef } from "react";
import { isVirtualCart } from "@petsies/domain";
import { useCart } from "../../lib/cart/use-cart.ts";
import { useCheckoutAnalytics } from "../../lib/checkout/use-checkout-analytics.ts";
import { useBackToCartWithoutCart, useFirstSync } from "../../lib/checkout/use-checkout-cart.ts";
import { useCheckoutForm } from "../../lib/checkout/use-checkout-form.ts";
import { usePayment } from "../../lib/checkout/use-payment.ts";
import { usePlacement } from "../../lib/checkout/use-placement.ts";
import { useShipping } from "../../lib/checkout/use-shipping.ts";
import type { StripePayer } from "../../lib/checkout/stripe-payment.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import type { Country } from "./AddressFields.tsx";
import { SECTION } from "./CheckoutSection.tsx";
import { OrderQueued } from "./OrderQueued.tsx";
import { OrderReview } from "./OrderReview.tsx";
import { PaymentSection } from "./PaymentSection.tsx";
import { PersonalSection } from "./PersonalSection.tsx";
import { ShippingSection } from "./ShippingSection.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

/**
 * The one-page checkout (route checkout, spec §2): personal details, shipping address and method, payment
 * with billing address, review and terms, then the order placed exactly once (or kept while offline). The
 * state and the calls live in hooks per concern (lib/checkout/use-*.ts); this composes their sections.
 */
export function Checkout({ active, countries }: { active: ActiveCurrency; countries: Country[] }) {
  const cart = useCart();
  const { form, setForm, patch, patchPersonal, patchAddress, loggedIn } = useCheckoutForm();
  const firstSyncDone = useFirstSync(cart.loaded);

  const needsShipping = !isVirtualCart(
    // Only a gift card's line carries a card's options (the cart refuses them on any other product).
    cart.items.map((i) => ({ type_id: i.type_id, giftCard: Boolean(i.giftcard_options), giftcardShipped: i.giftcard_options?.recipient_ship })),
  );
  const shippingTo = { countryId: form.shipping.country, regionId: form.shipping.region_id ?? undefined };
  const chooseShipping = useCallback(
    (keep: (chosen: string | null) => string | null) => setForm((f) => ({ ...f, shippingMethod: keep(f.shippingMethod) })),
    [setForm],
  );
  const choosePayment = useCallback(
    (keep: (chosen: string | null) => string | null) => setForm((f) => ({ ...f, paymentMethod: keep(f.paymentMethod) })),
    [setForm],
  );
  const shippingMethods = useShipping({ cartId: cart.token, needsShipping, destination: shippingTo, lineCount: cart.items.length, choose: chooseShipping });
  const payment = usePayment({
    cartId: cart.token,
    needsShipping,
    // A cart with nothing to ship is taxed by its billing address.
    destination: needsShipping ? shippingTo : { countryId: form.billing.country },
    shippingMethod: form.shippingMethod,
    linesKey: cart.items.map((i) => `${i.sku}:${i.qty}`).join(","),
    choose: choosePayment,
  });

  // Stripe's Payment Element, while it is on the page: placement checks and confirms the payment through it.
  const stripePayer = useRef<StripePayer | null>(null);
  const { errors, placing, queued, placed, banner, placeOrder } = usePlacement({ form, needsShipping, totals: payment.totals, stripePayer });
  useBackToCartWithoutCart(cart, { firstSyncDone, placed, queued });
  const onFocusSection = useCheckoutAnalytics(cart, form.shippingMethod, form.paymentMethod);

  if (queued) return <OrderQueued />;

  if (!cart.loaded || cart.items.length === 0) {
    return <div role="status" aria-busy="true" aria-label="Loading checkout" className={`${SECTION} h-96 animate-pulse motion-reduce:animate-none`} />;
  }

  return (
    <form {...SCRIPT_FORM} onSubmit={placeOrder} onFocus={onFocusSection} className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_400px]" aria-busy={placing}>
      <div className="space-y-6">
        <PersonalSection
          personal={form.personal}
          onPersonalChange={patchPersonal}
          account={form.account}
          onAccountChange={(change) => patch({ account: { ...form.account, ...change } })}
          offerAccount={!loggedIn}
          errors={errors}
        />
        {needsShipping && (
          <ShippingSection
            address={form.shipping}
            onAddressChange={patchAddress("shipping")}
            methods={shippingMethods}
            method={form.shippingMethod}
            onMethodChange={(code) => patch({ shippingMethod: code })}
            errors={errors}
            countries={countries}
            active={active}
          />
        )}
        <PaymentSection
          form={form}
          onChange={patch}
          onBillingChange={patchAddress("billing")}
          methods={payment.methods}
          needsShipping={needsShipping}
          errors={errors}
          countries={countries}
          totals={payment.totals}
          stripePayer={stripePayer}
        />
      </div>

      <OrderReview
        items={cart.items}
        totals={payment.totals}
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
