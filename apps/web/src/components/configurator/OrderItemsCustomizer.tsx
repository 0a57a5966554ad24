"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  bundleOptionIdOf,
  customizationLabel,
  isEmptyValue,
  type Customization,
  type CustomizationError,
  type CustomizationState,
  valueText,
} from "@petsies/domain";
import { browserGet } from "../../lib/configurator/browser-get.ts";
import { loadConfiguratorData } from "../../lib/configurator/load.ts";
import { fetchOrderItemStates, saveOrderItemStates, submitOrderItemStates, type OrderItemState } from "../../lib/configurator/order-items.ts";
import type { ConfiguratorData } from "../../lib/configurator/types.ts";
import { useConfigurator } from "../../lib/configurator/use-configurator.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { notify } from "../../lib/notifications/store.ts";
import { signInRedirect } from "../../lib/user/redirect.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { focusField, OptionField } from "./OptionField.tsx";

const ORDER_HISTORY_PATH = "/my-account/order-history/";

interface LoadedItem {
  item: OrderItemState;
  /** Null when the product has no customizations to edit. */
  data: ConfiguratorData | null;
  name: string;
}

interface EditorHandle {
  state: () => CustomizationState;
  /** Shows every error of the item and answers them. */
  check: () => CustomizationError[];
}

type Load = { phase: "loading" } | { phase: "failed"; message: string } | { phase: "ready"; items: LoadedItem[] };

async function loadItems(ids: readonly string[]): Promise<Load> {
  const states = await fetchOrderItemStates(ids);
  if (!states.ok) return { phase: "failed", message: states.message };
  const bySku = new Map<string, Promise<Awaited<ReturnType<typeof loadConfiguratorData>>>>();
  const items = await Promise.all(
    states.value.map(async (item) => {
      if (!bySku.has(item.sku)) bySku.set(item.sku, loadConfiguratorData(browserGet, item.sku).catch(() => null));
      const loaded = await bySku.get(item.sku)!;
      const data = loaded && loaded.data.customizations.length > 0 ? loaded.data : null;
      return { item, data, name: loaded?.product.name ?? item.sku };
    }),
  );
  return { phase: "ready", items };
}

/**
 * Customizing items after purchase (spec §2 "Customizing existing order items"; login required): the items'
 * saved states open in the configurator's widgets; Save keeps them (a refused item says "Save State: …" at
 * the item), Submit checks every item, saves and submits, which moves the items on to design. Options the
 * order paid for (sizes, upgrades, production time) are shown, not changed.
 */
export function OrderItemsCustomizer({ orderItemIds, active, title }: { orderItemIds: string[]; active: ActiveCurrency; title: string }) {
  const { loaded, token } = useUser();
  const router = useRouter();
  const pathname = usePathname();
  const [load, setLoad] = useState<Load>({ phase: "loading" });
  const [saveErrors, setSaveErrors] = useState<Map<number, string | null>>(new Map());
  const [busy, setBusy] = useState<"save" | "submit" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const editors = useRef(new Map<number, EditorHandle>());
  const key = orderItemIds.join(",");

  useEffect(() => {
    if (loaded && !token) router.replace(signInRedirect(pathname, window.location.search));
  }, [loaded, token, pathname, router]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setLoad({ phase: "loading" });
    void loadItems(key.split(",")).then((next) => live && setLoad(next));
    return () => {
      live = false;
    };
    // The token changes when it is renewed; the items stay the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token !== null]);

  const register = useCallback((id: number, handle: EditorHandle | null) => {
    if (handle) editors.current.set(id, handle);
    else editors.current.delete(id);
  }, []);

  const editable = load.phase === "ready" ? load.items.filter((i) => i.data && i.item.awaiting_customization) : [];

  const save = async (): Promise<boolean> => {
    const items = editable.flatMap((i) => {
      const handle = editors.current.get(i.item.id);
      return handle ? [{ id: i.item.id, state: handle.state() }] : [];
    });
    const saved = await saveOrderItemStates(items);
    if (!saved.ok) {
      setProblem(saved.message);
      notify({ type: "danger", message: saved.message });
      return false;
    }
    setSaveErrors(saved.value);
    const refused = [...saved.value.values()].filter((m): m is string => m !== null);
    for (const message of refused) notify({ type: "danger", message });
    return refused.length === 0;
  };

  const onSave = async () => {
    if (busy) return;
    setBusy("save");
    setProblem(null);
    try {
      if (await save()) notify({ type: "success", message: "Your details are saved. Submit them when everything is ready." });
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async () => {
    if (busy) return;
    setProblem(null);
    for (const i of editable) {
      const first = editors.current.get(i.item.id)?.check()[0];
      if (first) {
        setProblem("Please check the highlighted fields.");
        focusField(first.customizationId);
        return;
      }
    }
    setBusy("submit");
    try {
      if (!(await save())) return;
      const submitted = await submitOrderItemStates(editable.map((i) => i.item.id));
      if (!submitted.ok) {
        setProblem(submitted.message);
        notify({ type: "danger", message: submitted.message });
        return;
      }
      notify({ type: "success", message: "Thank you! We have everything we need and will start on your order." });
      router.push(ORDER_HISTORY_PATH);
    } finally {
      setBusy(null);
    }
  };

  if (!loaded || !token || load.phase === "loading") {
    return <div role="status" aria-busy="true" aria-label="Loading your order items" className="h-64 animate-pulse rounded-2xl bg-sand motion-reduce:animate-none" />;
  }
  if (load.phase === "failed") {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-xl border border-sale bg-white p-4 font-semibold text-sale">
          {load.message}
        </p>
        <Link href={ORDER_HISTORY_PATH}>Back to your orders</Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      <p className="text-lg">
        {title} Your choices are saved to your order; submit them once everything is ready and we will start on the design.
      </p>
      {load.items.map((i) => (
        <section key={i.item.id} aria-labelledby={`order-item-${i.item.id}`} className="flex flex-col gap-6 rounded-2xl border border-sand bg-white p-4 sm:p-6">
          <h2 id={`order-item-${i.item.id}`} className="text-2xl font-bold">
            {i.name} <span className="text-base font-semibold text-muted">(item #{i.item.id})</span>
          </h2>
          {saveErrors.get(i.item.id) && (
            <p role="alert" className="font-semibold text-sale">
              {saveErrors.get(i.item.id)}
            </p>
          )}
          {!i.data ? (
            <p>This item has nothing to personalise.</p>
          ) : !i.item.awaiting_customization ? (
            <p>We already have the details of this item: it is on its way through production.</p>
          ) : (
            <OrderItemEditor item={i.item} data={i.data} active={active} register={register} />
          )}
        </section>
      ))}
      {editable.length > 0 && (
        <div className="flex flex-col gap-3">
          {problem && (
            <p role="alert" className="font-semibold text-sale">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => void onSave()}
              aria-disabled={busy !== null}
              className="h-12 rounded-full border-2 border-ink bg-white px-6 text-lg font-semibold text-ink hover:bg-sand aria-disabled:opacity-70"
            >
              {busy === "save" ? "Saving…" : "Save"}
            </button>
            <button
              type="button"
              onClick={() => void onSubmit()}
              aria-disabled={busy !== null}
              className="h-12 rounded-full bg-brand px-6 text-lg font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-70"
            >
              {busy === "submit" ? "Submitting…" : "Submit"}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Options the order charged for keep the choice that was paid for. */
const isPaidFor = (c: Customization) => bundleOptionIdOf(c) !== null || c.optionData?.type === "production_time_upgrade";

function OrderItemEditor({
  item,
  data,
  active,
  register,
}: {
  item: OrderItemState;
  data: ConfiguratorData;
  active: ActiveCurrency;
  register: (id: number, handle: EditorHandle | null) => void;
}) {
  const model = useConfigurator({ data, active, initialState: item.customization_state });
  const stateRef = useRef(model.state);
  stateRef.current = model.state;
  const paid = model.shown.filter((o) => o.customization.optionData && isPaidFor(o.customization));
  const open = model.shown.filter((o) => o.customization.optionData && !isPaidFor(o.customization));
  const { check } = model;
  const openIds = open.map((o) => o.customization.id).join(",");

  useEffect(() => {
    register(item.id, { state: () => stateRef.current, check: () => check(openIds.split(",")) });
    return () => register(item.id, null);
  }, [register, item.id, check, openIds]);

  return (
    <div className="flex flex-col gap-6">
      {paid.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {paid.map((o) =>
            o.value === undefined || isEmptyValue(o.value) ? null : (
              <div key={o.customization.id} className="contents">
                <dt className="font-semibold">{customizationLabel(o.customization)}</dt>
                <dd className="text-muted">{valueText(model.tree, o.customization.id, o.value)}</dd>
              </div>
            ),
          )}
        </dl>
      )}
      {open.map((o) => (
        <OptionField
          key={o.customization.id}
          option={o}
          error={model.errorOf(o.customization.id)}
          note={model.clearedNoteOf(o.customization.id)}
          difference={() => null}
          dispatch={model.dispatch}
          productSku={data.product.sku}
        />
      ))}
    </div>
  );
}
