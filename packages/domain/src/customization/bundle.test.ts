import { describe, expect, it } from "vitest";
import { bundleParts } from "../pricing.ts";
import { bundleSelectionsFor } from "./bundle.ts";
import { option, stateOf } from "./fixtures/builders.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree([
  option({
    id: "size",
    sn: 1,
    bundleOptionId: 731,
    values: [
      { id: "s", sku: "simpleForeversDog_small" },
      { id: "l", sku: "simpleForeversDog_large" },
    ],
  }),
  option({
    id: "upgrades",
    sn: 2,
    displayWidget: "cards_list",
    maxValuesCount: 5,
    bundleOptionId: "732",
    values: [{ id: "hb", sku: "heartbeat_insert" }, { id: "tb", sku: "toe_beans" }, { id: "noSku" }],
  }),
  option({
    id: "moreUpgrades",
    sn: 3,
    bundleOptionId: 732,
    values: [
      { id: "vo", sku: "recordable_voice" },
      { id: "hb2", sku: "heartbeat_insert" },
    ],
  }),
  option({ id: "posture", sn: 4, values: [{ id: "sit", sku: "sitting" }] }),
]);

describe("bundleSelectionsFor", () => {
  it("sets each bundle option to its selected values' skus, quantity 1", () => {
    expect(
      bundleSelectionsFor(
        tree,
        stateOf({ size: "l", upgrades: ["tb", "hb", "noSku"], moreUpgrades: "hb2", posture: "sit" }),
      ),
    ).toEqual([
      { option_id: 731, option_qty: 1, option_selections: ["simpleForeversDog_large"] },
      { option_id: 732, option_qty: 1, option_selections: ["toe_beans", "heartbeat_insert"] },
    ]);
  });

  it("names every bundle option, empty when nothing is chosen", () => {
    expect(bundleSelectionsFor(tree, [])).toEqual([
      { option_id: 731, option_qty: 1, option_selections: [] },
      { option_id: 732, option_qty: 1, option_selections: [] },
    ]);
  });

  it("fits the cart's bundleParts: chosen links are the parts, an empty selection adds no default link", () => {
    const bundle = [
      {
        option_id: 731,
        product_links: [
          { linked_product_sku: "simpleForeversDog_small", is_default: true, qty: 1 },
          { linked_product_sku: "simpleForeversDog_large", qty: 1 },
        ],
      },
      {
        option_id: 732,
        product_links: [
          { linked_product_sku: "heartbeat_insert" },
          { linked_product_sku: "toe_beans" },
          { linked_product_sku: "recordable_voice" },
        ],
      },
    ];
    expect(bundleParts(bundle, bundleSelectionsFor(tree, stateOf({ size: "l", upgrades: ["hb"] })))).toEqual({
      parts: [
        { sku: "simpleForeversDog_large", qty: 1 },
        { sku: "heartbeat_insert", qty: 1 },
      ],
    });
    expect(bundleParts(bundle, bundleSelectionsFor(tree, []))).toEqual({ parts: [] });
  });
});
