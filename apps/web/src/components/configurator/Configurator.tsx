"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { isNamed, parseExperimentGroups, type CustomizationState, type UrlQuery } from "@petsies/domain";
import { lineKey } from "../../lib/cart/storage.ts";
import { addToCart, removeItem } from "../../lib/cart/store.ts";
import type { CartItem } from "../../lib/cart/types.ts";
import { useCart } from "../../lib/cart/use-cart.ts";
import { configuredCartItem, findEditedLine, lineCustomizationState, linePlushieId } from "../../lib/configurator/cart-line.ts";
import { createPlushie, remindToSendPhotos } from "../../lib/configurator/plushies.ts";
import { removeSavedState } from "../../lib/configurator/saved-state.ts";
import { errorSummary, sectionOf, sectionsOf, stepsWithErrors } from "../../lib/configurator/steps.ts";
import type { ConfiguratorData } from "../../lib/configurator/types.ts";
import {
  trackExperiments,
  trackWizardComplete,
  trackWizardPhoto,
  trackWizardStep,
  uploadedPhotoCount,
} from "../../lib/configurator/wizard-analytics.ts";
import { useConfigurator, type Configurator as ConfiguratorModel } from "../../lib/configurator/use-configurator.ts";
import { textOf } from "../../lib/configurator/values.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { notify } from "../../lib/notifications/store.ts";
import { CART_PATH } from "../../lib/site-links.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { focusField, OptionField } from "./OptionField.tsx";
import { Summary } from "./Summary.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

export interface KindLink {
  label: string;
  href: string;
  current: boolean;
}

const BUTTON = "h-12 rounded-full px-6 text-lg font-semibold";

/** The e-mail the shopper typed in the configuration, if any. */
function typedEmail(model: ConfiguratorModel): string {
  const option = model.shown.find((o) => o.customization.optionData?.type === "customer_email");
  return option ? textOf(option.value).trim() : "";
}

/** The known e-mail put into an e-mail option the shopper was not asked (the server checks it too). */
function withKnownEmail(model: ConfiguratorModel, email: string | null | undefined): CustomizationState {
  if (!email) return model.state;
  const hidden = model.tree.customizations.find((c) => c.optionData?.type === "customer_email");
  if (!hidden || model.state.some((e) => e.customization_id === hidden.id)) return model.state;
  return [...model.state, { customization_id: hidden.id, value: email }];
}

/**
 * The configurator of a customizable product (spec §2 "Product page" customize mode, §4 "Customization
 * rules"): every offered option by its widget, the live price in the shopper's currency, production time and
 * the shipment promise, errors at their fields on "Add to cart" with the first one focused. The plush
 * wizard shows the tree's top-level groups as steps (Type, Photo, Pet Info, Customize); other products show
 * them as sections of one form. A cart line opened for editing (`edit`, or the line of `existingPlushieId`)
 * comes back with its state and is replaced by the new one. In the back office's `preview` (ConfiguratorPreview)
 * nothing is kept, tracked or added to a cart: "Add to cart" is disabled, with a note saying why.
 */
export function Configurator({
  data,
  active,
  experimentCookie,
  query,
  wizardSize,
  wizard,
  kinds,
  editKey,
  existingPlushieId,
  preview = false,
}: {
  data: ConfiguratorData;
  active: ActiveCurrency;
  experimentCookie: string | null;
  query: UrlQuery;
  wizardSize: string | null;
  wizard: boolean;
  kinds: KindLink[];
  editKey: string | null;
  existingPlushieId: string | null;
  /** The customization editor's preview: the tree may change under it, and nothing reaches a cart. */
  preview?: boolean;
}) {
  const router = useRouter();
  const formId = useId();
  const { user } = useUser();
  const cart = useCart();
  const opensLine = editKey !== null || existingPlushieId !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const model = useConfigurator({
    data,
    active,
    experimentCookie,
    query,
    wizardSize,
    persist: !opensLine && !preview,
    syncUrl: !preview,
    knownEmail: user?.email ?? null,
    form: formRef,
  });
  const { replaceState } = model;
  const sections = sectionsOf(model.tree, model.shown);
  const [step, setStep] = useState(0);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [lineMissing, setLineMissing] = useState(false);
  const [adding, setAdding] = useState(false);
  // Once "Add to cart" found errors, the summary follows them (and the step on screen) until they are gone.
  const [summaryAsked, setSummaryAsked] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the keyboard goes once the next step is on screen: its heading, or the field an error sent the
  // shopper to. A ref, not state: it is read once by the render that shows the new step, whatever else
  // re-renders in between.
  const pendingFocus = useRef<{ fieldId: string | null } | null>(null);
  const current = Math.min(step, Math.max(0, sections.length - 1));

  // Analytics (spec §9): the A/B groups shown, and for the plush wizard each step and each photo uploaded.
  const productSku = data.product.sku;
  useEffect(() => {
    if (!preview) trackExperiments(parseExperimentGroups(experimentCookie));
  }, [preview, experimentCookie]);
  const stepTitle = sections[current]?.title ?? "";
  useEffect(() => {
    if (wizard && !preview) trackWizardStep(productSku, current, stepTitle, sections.length);
  }, [wizard, preview, productSku, current, stepTitle, sections.length]);
  const photos = uploadedPhotoCount(model.state);
  const photosSeen = useRef(photos);
  useEffect(() => {
    if (wizard && !preview && photos > photosSeen.current) trackWizardPhoto(productSku, "upload");
    photosSeen.current = photos;
  }, [wizard, preview, photos, productSku]);

  // The editor's new tree (preview only: the shop's own pages keep their notes when the page's data is read again):
  // the choices so far are brought back to what the new tree allows.
  const treeSeen = useRef(model.tree);
  const { tree: shownTree, state: shownState } = model;
  useEffect(() => {
    if (!preview || treeSeen.current === shownTree) return;
    treeSeen.current = shownTree;
    replaceState(shownState);
  }, [preview, shownTree, shownState, replaceState]);

  // The line to edit is in this browser's cart: once the cart is read, the configurator takes its state.
  const opened = useRef(false);
  useEffect(() => {
    if (!opensLine || !cart.loaded || opened.current) return;
    opened.current = true;
    const line =
      findEditedLine(cart.items, editKey) ??
      (existingPlushieId ? (cart.items.find((i) => i.sku === data.product.sku && linePlushieId(i) === existingPlushieId) ?? null) : null);
    if (line) {
      setEditing(line);
      replaceState(lineCustomizationState(line));
    } else if (editKey) {
      setLineMissing(true);
    }
  }, [opensLine, cart.loaded, cart.items, editKey, existingPlushieId, data.product.sku, replaceState]);

  // A new step puts the keyboard on its heading (or on the field an error sent the shopper to).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending.fieldId) {
      focusField(pending.fieldId);
    } else {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [current]);

  const goTo = (index: number, focusId: string | null = null) => {
    if (index === current) {
      if (focusId) focusField(focusId);
      return;
    }
    pendingFocus.current = { fieldId: focusId };
    setStep(index);
  };

  const showFirstError = (ids?: readonly string[]) => {
    const errors = model.check(ids);
    const first = errors.find((e) => sectionOf(sections, e.customizationId) >= 0) ?? errors[0];
    if (!first) return false;
    const at = sectionOf(sections, first.customizationId);
    if (wizard && at >= 0) goTo(at, first.customizationId);
    else focusField(first.customizationId);
    return true;
  };

  const next = () => {
    const ids = sections[current]?.options.map((o) => o.customization.id) ?? [];
    if (showFirstError(ids)) return;
    goTo(current + 1);
  };

  // Enter in a field of a step before the last goes on to the next step, as the form's own Next would; it
  // would otherwise submit the whole configuration from the middle of the wizard.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== "Enter" || e.defaultPrevented || !wizard || current >= sections.length - 1) return;
    const target = e.target;
    if (target instanceof HTMLInputElement && !["file", "button", "submit", "reset"].includes(target.type)) {
      e.preventDefault();
      next();
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    if (showFirstError()) {
      setSummaryAsked(true);
      return;
    }
    setSummaryAsked(false);
    if (preview) return;
    setAdding(true);
    try {
      const state = withKnownEmail(model, user?.email);
      const knownPlushieId = linePlushieId(editing ?? {}) ?? existingPlushieId;
      const laterPlushieId = knownPlushieId ? null : await photosLater(model, data, user?.email ?? typedEmail(model));
      if (wizard && laterPlushieId) trackWizardPhoto(productSku, "email_later");
      const plushieId = knownPlushieId ?? laterPlushieId;
      const item = configuredCartItem({
        product: data.product,
        tree: model.tree,
        state,
        rushAddOns: data.rushAddOns,
        totalCents: model.totalCents,
        plushieId,
      });
      if (editing) {
        if (lineKey(item) !== lineKey(editing)) {
          if (!(await addToCart(item, editing.qty))) return;
          await removeItem(lineKey(editing));
        }
        router.push(CART_PATH);
        return;
      }
      if (await addToCart(item, 1)) {
        removeSavedState(data.product.id);
        if (wizard) trackWizardComplete(productSku, model.totalCents / 100);
      }
    } finally {
      setAdding(false);
    }
  };

  const kindChooser = kinds.length > 1 && (
    <nav aria-label="Type of pet" className="flex flex-col gap-2">
      <p className="font-semibold">Your pet is a</p>
      <ul className="flex flex-wrap gap-2">
        {kinds.map((k) => (
          <li key={k.href}>
            <Link
              href={k.href}
              prefetch={false}
              aria-current={k.current ? "page" : undefined}
              className={`inline-flex h-11 items-center rounded-full border-2 px-5 font-semibold no-underline ${
                k.current ? "border-brand bg-brand text-white" : "border-sand bg-white text-ink hover:border-brand"
              }`}
            >
              {k.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  const fields = (index: number) =>
    sections[index]?.options.map((o) => (
      <OptionField
        key={o.customization.id}
        option={o}
        error={model.errorOf(o.customization.id)}
        note={model.clearedNoteOf(o.customization.id)}
        difference={model.differenceText(o.customization.id)}
        dispatch={model.dispatch}
        productSku={data.product.sku}
      />
    ));

  if (model.tree.customizations.length === 0) {
    return (
      <p role="alert" className="rounded-xl border border-sale bg-white p-4 font-semibold text-sale">
        This product cannot be personalised right now. Please try again later.
      </p>
    );
  }

  const last = current >= sections.length - 1;
  const summaryError = summaryAsked ? errorSummary(sections, model.errorOf, wizard ? current : null) : null;
  const stepErrors = new Set(stepsWithErrors(sections, model.errorOf));
  /** A step's first field in error, for its tab to take the shopper there. */
  const firstErrorIn = (index: number) => sections[index]?.options.find((o) => model.errorOf(o.customization.id))?.customization.id ?? null;
  const submitLabel = editing ? "Update cart item" : "Add to cart";

  return (
    // A column on phones (the summary then sticks to the bottom of the screen while the form scrolls by, and
    // rests after it); two columns on wide screens (the summary sticks beside the form).
    <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_340px]">
      <form {...SCRIPT_FORM} ref={formRef} id={formId} onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label={`Personalise your ${data.product.name}`} className="flex min-w-0 flex-col gap-8">
        {editing && (
          <p role="status" className="rounded-xl border border-leaf bg-white p-4 font-semibold text-leaf">
            You are changing an item in your cart. Save it with “Update cart item”.
          </p>
        )}
        {lineMissing && (
          <p role="status" className="rounded-xl border border-sand bg-white p-4">
            That item is no longer in your cart, so this makes a new one.
          </p>
        )}

        {wizard ? (
          <>
            <nav aria-label="Steps">
              <ol className="flex flex-wrap gap-x-2 gap-y-2" data-testid="wizard-steps">
                {sections.map((s, i) => {
                  const state = i === current ? "current" : i < current ? "done" : "todo";
                  const hasErrors = stepErrors.has(i);
                  const text = (
                    <>
                      <span
                        aria-hidden="true"
                        className={`flex size-7 items-center justify-center rounded-full text-sm font-bold ${
                          hasErrors ? "bg-sale text-white" : state === "todo" ? "bg-sand text-ink" : "bg-brand text-white"
                        }`}
                      >
                        {hasErrors ? "!" : state === "done" ? "✓" : i + 1}
                      </span>
                      <span className={`font-semibold ${hasErrors ? "text-sale underline decoration-2 underline-offset-4" : ""}`}>{s.title}</span>
                      {hasErrors ? <span className="sr-only"> (needs attention)</span> : state === "done" && <span className="sr-only"> (done)</span>}
                    </>
                  );
                  return (
                    <li key={s.id} aria-current={state === "current" ? "step" : undefined} data-needs-attention={hasErrors || undefined} className="flex items-center gap-2">
                      {state !== "current" && (state === "done" || hasErrors) ? (
                        <button type="button" onClick={() => goTo(i, firstErrorIn(i))} className="flex items-center gap-2 rounded-full py-1 pr-3 hover:bg-sand">
                          {text}
                        </button>
                      ) : (
                        <span className={`flex items-center gap-2 py-1 pr-3 ${state === "todo" ? "text-muted" : ""}`}>{text}</span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </nav>
            <section aria-labelledby={`${formId}-step`} className="flex flex-col gap-6">
              <h2 ref={headingRef} id={`${formId}-step`} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold outline-none">
                <span className="text-base font-semibold text-muted">
                  Step {current + 1} of {sections.length}
                  <span className="sr-only">:</span>
                </span>{" "}
                <span className="block">{sections[current]?.title}</span>
              </h2>
              {current === 0 && kindChooser}
              {fields(current)}
            </section>
            <div className="flex flex-wrap justify-between gap-3 border-t border-sand pt-6">
              {current > 0 ? (
                <button type="button" onClick={() => goTo(current - 1)} className={`${BUTTON} border-2 border-ink bg-white text-ink hover:bg-sand`}>
                  Back
                </button>
              ) : (
                <span />
              )}
              {/* Keyed apart: reusing one element, the click on Next would submit the form it turns into a submit button of. */}
              {last ? (
                <button
                  key="submit"
                  type="submit"
                  disabled={preview}
                  aria-disabled={adding}
                  aria-busy={adding}
                  className={`${BUTTON} bg-brand text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-70`}
                >
                  {adding ? "Adding…" : submitLabel}
                </button>
              ) : (
                <button key="next" type="button" onClick={next} className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}>
                  Next<span className="sr-only">: {sections[current + 1]?.title}</span>
                </button>
              )}
            </div>
          </>
        ) : (
          <>
            {kindChooser}
            {sections.map((s, i) => (
              <section key={s.id} aria-labelledby={s.title ? `${formId}-${i}` : undefined} className="flex flex-col gap-6">
                {s.title && (
                  <h2 id={`${formId}-${i}`} className="border-b border-sand pb-2 text-2xl font-bold">
                    {s.title}
                  </h2>
                )}
                {fields(i)}
              </section>
            ))}
          </>
        )}
      </form>

      <Summary
        formId={formId}
        name={data.product.name}
        priceText={model.priceText}
        regularPriceText={model.regularPriceText}
        promise={model.promise}
        submitLabel={submitLabel}
        adding={adding}
        error={summaryError}
        preview={preview}
      />
    </div>
  );
}

/**
 * Photos sent by e-mail later (the "by email images uploader" option is offered): a plushie with a short
 * code is started and the shopper is e-mailed how to send the photos. Failing here does not stop the add:
 * the order still carries the shopper's e-mail.
 */
async function photosLater(model: ConfiguratorModel, data: ConfiguratorData, email: string): Promise<string | null> {
  const later = model.shown.some((o) => isNamed(o.customization, "by email images uploader"));
  if (!later || !email) return null;
  const plushie = await createPlushie(data.product.id);
  if (!plushie.ok) {
    console.warn("plushie not started:", plushie.message);
    return null;
  }
  const reminder = await remindToSendPhotos(plushie.value.id, email);
  if (reminder.ok) {
    notify({ type: "info", message: `We have e-mailed ${email} how to send your photos. Your code is ${plushie.value.shortCode}.` });
  }
  return plushie.value.id;
}
