"use client";

/**
 * The configurator's state (reference facts "Customization engine"): the prepared tree, the engine state
 * and everything derived from it — what is shown, the errors, the price and the price differences in the
 * shopper's currency, the shipment promise. Every rule is the engine's; this hook only holds the state,
 * and keeps it in step with local storage (saved form state) and the URL query when asked to.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import {
  applyInput,
  applyUrlQuery,
  campaignDifferenceCents,
  campaignPriceCents,
  clearedSelections,
  configurationPrice,
  convertCents,
  formatMoney,
  indexTree,
  loadState,
  parseExperimentGroups,
  priceDifferences,
  selectedRushAddOn,
  shipmentPromise,
  turnaroundDays,
  validateConfiguration,
  visibleOptions,
  withProductionTime,
  writeUrlQuery,
  type ClearedSelection,
  type CustomizationContext,
  type CustomizationError,
  type CustomizationInput,
  type CustomizationState,
  type CustomizationTree,
  type OfferedOption,
  type ShipmentPromise,
  type UrlQuery,
} from "@petsies/domain";
import type { ActiveCurrency } from "../money.ts";
import { useShopperActive } from "../promotions/shopper-campaign.ts";
import { earlyInputs } from "./early-input.ts";
import { sameQuery, searchOf, urlQueryOf } from "./query.ts";
import { readSavedState, writeSavedState } from "./saved-state.ts";
import type { ConfiguratorData } from "./types.ts";

export interface ConfiguratorSetup {
  data: ConfiguratorData;
  active: ActiveCurrency;
  /** The cookie exp_variant_string as the server read it (spec §4 A/B test). */
  experimentCookie?: string | null;
  /** The page query at load: preselects (URL query keys, the wizard's size). */
  query?: UrlQuery;
  /** The plush wizard's size=small|medium|large. */
  wizardSize?: string | null;
  /** A state to open with instead of the saved form state (an order item's). */
  initialState?: unknown;
  /** Keep the form state in local storage and restore it (new configurations only). */
  persist?: boolean;
  /** Write choices back to the URL query and follow its changes. */
  syncUrl?: boolean;
  /** The shopper's e-mail when known (signed in): the e-mail field is not asked. */
  knownEmail?: string | null;
  /** The form the widgets render in: what was done in it before hydration is replayed (early-input.ts). */
  form?: RefObject<HTMLFormElement | null>;
}

export interface Configurator {
  tree: CustomizationTree;
  state: CustomizationState;
  shown: OfferedOption[];
  context: CustomizationContext;
  dispatch: (input: CustomizationInput) => void;
  /** Replaces the whole state (a cart line opened for editing), through the engine's loading rules. */
  replaceState: (saved: unknown) => void;
  /** Every problem of the configuration now (shown or not). */
  errors: CustomizationError[];
  /** The error shown at a field, once its field was checked. */
  errorOf: (customizationId: string) => string | undefined;
  /** Shows the errors of these fields (all when omitted) and answers them. */
  check: (customizationIds?: readonly string[]) => CustomizationError[];
  /** Base-currency cents of the configuration, in the running campaign when it discounts the product. */
  totalCents: number;
  /** The configuration's price in the shopper's currency. */
  priceText: string;
  /** The price before the campaign's discount, shown struck beside it; null without one. */
  regularPriceText: string | null;
  /** "+$10.00" beside a value, or null when it costs nothing more. */
  differenceText: (customizationId: string) => (valueId: string) => string | null;
  promise: ShipmentPromise | null;
  /** Whether the saved form state has been read (before that nothing is saved over it). */
  restored: boolean;
  /** What the shopper's last changes of this option cleared elsewhere, in words (spec §4 stale selections). */
  clearedNoteOf: (customizationId: string) => string | null;
}

/**
 * The notes to show after an input: the ones it made, plus earlier ones that are still true — a note goes once
 * the shopper changes the option it was about or the option that caused it.
 */
function nextNotes(held: readonly ClearedSelection[], made: readonly ClearedSelection[], input: CustomizationInput): ClearedSelection[] {
  const touched = (n: ClearedSelection) => n.clearedId === input.customizationId || n.causeId === input.customizationId;
  const replaced = new Set(made.map((n) => n.clearedId));
  return [...held.filter((n) => !touched(n) && !replaced.has(n.clearedId)), ...made];
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export function useConfigurator(setup: ConfiguratorSetup): Configurator {
  const { data } = setup;
  // The shopper's own campaign prices the configuration when it is not the default (shopper-campaign.ts).
  const active = useShopperActive(setup.active);
  const persist = setup.persist ?? false;
  const syncUrl = setup.syncUrl ?? false;
  const tree = useMemo(() => indexTree(withProductionTime(data.customizations, data.rushAddOns)), [data.customizations, data.rushAddOns]);
  const priceOfSku = useCallback((sku: string) => data.prices[sku], [data.prices]);
  const load = useCallback(
    (saved: unknown, query: UrlQuery | undefined) =>
      loadState(tree, {
        saved,
        ...(query ? { query } : {}),
        ...(setup.wizardSize ? { wizardSize: { productSku: data.product.sku, size: setup.wizardSize } } : {}),
      }),
    [tree, setup.wizardSize, data.product.sku],
  );

  // The state and the notes about what its last inputs cleared change together, in one update.
  const [held, setHeld] = useState<{ state: CustomizationState; notes: ClearedSelection[] }>(() => ({
    state: load(setup.initialState ?? [], setup.query),
    notes: [],
  }));
  const state = held.state;
  const setState = useCallback(
    (next: CustomizationState | ((s: CustomizationState) => CustomizationState)) =>
      setHeld((h) => ({ state: typeof next === "function" ? next(h.state) : next, notes: h.notes })),
    [],
  );
  const [restored, setRestored] = useState(!persist);

  // What the shopper did in the server-rendered form before this ran, read at hydration, before any render
  // could put the controlled fields back; replayed below, once the saved form state is in.
  const early = useRef<CustomizationInput[]>([]);
  useLayoutEffect(() => {
    if (setup.form?.current) early.current = earlyInputs(setup.form.current, held.state);
    // Once, at hydration: later renders are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [checked, setChecked] = useState<ReadonlySet<string> | "all">(() => new Set<string>());

  // The saved form state lives in this browser only: read once mounted (the server rendered without it).
  useEffect(() => {
    if (!persist) return;
    const saved = readSavedState(tree, data.product.id);
    if (saved) setState(load(saved, setup.query));
    setRestored(true);
    // Read once per product; later query changes are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [persist, tree, data.product.id]);

  useEffect(() => {
    if (persist && restored) writeSavedState(data.product.id, state);
  }, [persist, restored, state, data.product.id]);

  // ---- the URL query: written back on every change, followed when it changes from outside ----
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  /** The query last seen. */
  const seen = useRef(search);
  /**
   * Queries written here that the router has not shown yet, oldest first. Two quick choices write two queries;
   * the first one's arrival is our own, not a change from outside that would undo the second choice.
   */
  const ownWrites = useRef<string[]>([]);

  useEffect(() => {
    if (!syncUrl || !restored) return;
    const next = searchOf(writeUrlQuery(tree, state, urlQueryOf(new URLSearchParams(window.location.search))));
    if (sameQuery(next, window.location.search.slice(1))) return;
    ownWrites.current.push(next);
    router.replace(next ? `${pathname}?${next}` : pathname, { scroll: false });
  }, [syncUrl, restored, tree, state, pathname, router]);

  useEffect(() => {
    if (!syncUrl || sameQuery(search, seen.current)) return;
    seen.current = search;
    const own = ownWrites.current.findIndex((query) => sameQuery(query, search));
    if (own >= 0) {
      ownWrites.current.splice(0, own + 1);
      return;
    }
    setState((s) => applyUrlQuery(tree, s, urlQueryOf(new URLSearchParams(search))));
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [syncUrl, search, tree, setState]);

  // ---- derived ----
  const context = useMemo<CustomizationContext>(
    () => ({ knownEmail: setup.knownEmail ?? null, experimentGroups: parseExperimentGroups(setup.experimentCookie) }),
    [setup.knownEmail, setup.experimentCookie],
  );
  const shown = useMemo(() => visibleOptions(tree, state, context), [tree, state, context]);
  const errors = useMemo(() => validateConfiguration(tree, state, context), [tree, state, context]);
  const errorById = useMemo(() => new Map(errors.map((e) => [e.customizationId, e.message])), [errors]);
  const baseCents = data.product.baseCents;
  const regularCents = useMemo(() => baseCents + configurationPrice(tree, state, priceOfSku).totalCents, [baseCents, tree, state, priceOfSku]);
  const discount = active.discounts?.[data.product.id];
  const totalCents = campaignPriceCents(regularCents, discount);
  const shopperCents = (cents: number) => convertCents(cents, active.rate);

  const promise = useMemo(() => {
    const days = turnaroundDays(data.product.turnaroundDays, selectedRushAddOn(tree, state, data.rushAddOns));
    if (days === null || !data.product.promiseTemplate) return null;
    return shipmentPromise({ template: data.product.promiseTemplate, today: new Date(), turnaroundDays: days });
  }, [tree, state, data.product.turnaroundDays, data.product.promiseTemplate, data.rushAddOns]);

  const dispatch = useCallback(
    (input: CustomizationInput) =>
      setHeld((h) => {
        const next = applyInput(tree, h.state, input);
        return { state: next, notes: nextNotes(h.notes, clearedSelections(tree, h.state, next, input), input) };
      }),
    [tree],
  );
  // After the restore above (effects run in order): the shopper's latest choices win over the saved ones.
  useEffect(() => {
    for (const input of early.current.splice(0)) dispatch(input);
  }, [dispatch]);

  const replaceState = useCallback((saved: unknown) => setHeld({ state: load(saved, undefined), notes: [] }), [load]);

  const check = useCallback(
    (ids?: readonly string[]) => {
      setChecked((held) => (ids === undefined || held === "all" ? "all" : new Set([...held, ...ids])));
      return ids === undefined ? errors : errors.filter((e) => ids.includes(e.customizationId));
    },
    [errors],
  );

  return {
    tree,
    state,
    shown,
    context,
    dispatch,
    replaceState,
    errors,
    errorOf: (id) => (checked === "all" || checked.has(id) ? errorById.get(id) : undefined),
    check,
    totalCents,
    priceText: formatMoney(shopperCents(totalCents), active.currency),
    regularPriceText: totalCents < regularCents ? formatMoney(shopperCents(regularCents), active.currency) : null,
    differenceText: (customizationId) => {
      const differences = priceDifferences(tree, state, customizationId, priceOfSku);
      return (valueId) => {
        const cents = differences[valueId];
        if (!cents) return null;
        const text = formatMoney(shopperCents(campaignDifferenceCents(Math.abs(cents), discount)), active.currency);
        return cents > 0 ? `+${text}` : `−${text}`;
      };
    },
    promise,
    restored,
    clearedNoteOf: (customizationId) =>
      held.notes
        .filter((n) => n.causeId === customizationId)
        .map((n) => n.message)
        .join(" ") || null,
  };
}
