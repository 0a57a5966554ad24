// The customization rules engine's time per shopper input on the largest demo tree, beside a baseline run
// in the same process: a JSON round trip of that tree (what any handler of it costs at the least).
// Prints one JSON line; scripts/bench.mjs turns it into a report section. Run with `node --import tsx`.
import {
  applyInput,
  configurationPrice,
  indexTree,
  loadState,
  offeredOptions,
  selectionMode,
  validateConfiguration,
  withProductionTime,
  type CustomizationState,
  type CustomizationTree,
  type CustomizationInput as Input,
} from "@petsies/domain";
import { productCustomizations } from "../data/index.ts";

const ROUNDS = 200;

function size(tree: CustomizationTree): number {
  return tree.customizations.reduce((n, c) => n + 1 + (c.optionData?.values.length ?? 0), 0);
}

/** The inputs a shopper makes filling the tree: each offered option in turn gets its first (or last) value. */
function inputsFor(tree: CustomizationTree, round: number): Input[] {
  const inputs: Input[] = [];
  let state = loadState(tree, {});
  for (let step = 0; step < 60; step++) {
    const option = offeredOptions(tree, state).find((o) => !inputs.some((i) => "customizationId" in i && i.customizationId === o.customization.id));
    if (!option) break;
    const mode = selectionMode(option.customization);
    const value = option.values[round % 2 === 0 ? 0 : option.values.length - 1];
    const input: Input | null =
      mode === "text"
        ? { type: "text", customizationId: option.customization.id, text: "Biscuit" }
        : value
          ? { type: "select", customizationId: option.customization.id, valueId: value.id }
          : null;
    if (!input) {
      inputs.push({ type: "clear", customizationId: option.customization.id });
      continue;
    }
    inputs.push(input);
    state = applyInput(tree, state, input);
  }
  return inputs;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const trees = productCustomizations.map((entry) => ({
  sku: entry.sku,
  tree: indexTree(withProductionTime(entry.customizations, entry.rushUpgrades.map((r) => ({ ...r, price: 0 })))),
}));
const largest = trees.reduce((a, b) => (size(b.tree) > size(a.tree) ? b : a));

const perInput: number[] = [];
const perRender: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  let state: CustomizationState = loadState(largest.tree, {});
  for (const input of inputsFor(largest.tree, round)) {
    const started = performance.now();
    state = applyInput(largest.tree, state, input);
    const applied = performance.now();
    // What the configurator does after each input: what to show, what is wrong, what it costs.
    offeredOptions(largest.tree, state);
    validateConfiguration(largest.tree, state);
    configurationPrice(largest.tree, state);
    const rendered = performance.now();
    perInput.push(applied - started);
    perRender.push(rendered - started);
  }
}

const json = JSON.stringify(largest.tree.customizations);
const baseline: number[] = [];
for (let i = 0; i < ROUNDS * 10; i++) {
  const started = performance.now();
  JSON.parse(json);
  baseline.push(performance.now() - started);
}

for (const list of [perInput, perRender, baseline]) list.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    tree: largest.sku,
    options: largest.tree.customizations.length,
    entries: size(largest.tree),
    inputs: perInput.length,
    applyInput: { p50: percentile(perInput, 0.5), p95: percentile(perInput, 0.95) },
    withRender: { p50: percentile(perRender, 0.5), p95: percentile(perRender, 0.95) },
    baseline: { p50: percentile(baseline, 0.5), p95: percentile(baseline, 0.95) },
  }),
);
