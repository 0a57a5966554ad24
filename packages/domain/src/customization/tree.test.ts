import { describe, expect, it } from "vitest";
import { group, option } from "./fixtures/builders.ts";
import { withProductionTime } from "./production-time.ts";
import {
  ancestry,
  customizationLabel,
  indexTree,
  isNamed,
  normalizedName,
  STANDARD_PRODUCTION_TIME_ID,
} from "./tree.ts";

describe("indexTree", () => {
  it("orders customizations and values by sn, ties in input order", () => {
    const tree = indexTree([
      option({
        id: "b",
        sn: 2,
        values: [
          { id: "b2", sn: 2 },
          { id: "b1", sn: 1 },
        ],
      }),
      option({ id: "a", sn: 1 }),
      option({ id: "c", sn: 2 }),
    ]);
    expect(tree.customizations.map((c) => c.id)).toEqual(["a", "b", "c"]);
    expect(tree.valuesOf.get("b")?.map((v) => v.id)).toEqual(["b1", "b2"]);
    expect(tree.position.get("c")).toBe(2);
  });

  it("knows which option owns each value", () => {
    const tree = indexTree([option({ id: "a", values: ["x", "y"] }), option({ id: "b", values: ["z"] })]);
    expect(tree.valueOwner.get("y")?.id).toBe("a");
    expect(tree.valueOwner.get("z")?.id).toBe("b");
    expect(tree.valueById.get("x")?.id).toBe("x");
  });

  it("keeps the first of repeated customization and value ids", () => {
    const tree = indexTree([
      option({ id: "a", sn: 1, title: "first", values: ["x"] }),
      option({ id: "a", sn: 2, title: "second" }),
      option({ id: "b", sn: 3, values: ["x", "y"] }),
    ]);
    expect(tree.customizations.map((c) => c.title)).toEqual(["first", "b"]);
    expect(tree.valueOwner.get("x")?.id).toBe("a");
    expect(tree.valuesOf.get("b")?.map((v) => v.id)).toEqual(["y"]);
  });

  it("gates sneak-peek skus only once a prepared production-time option exists", () => {
    const upgrades = option({
      id: "up",
      values: [
        { id: "sp", sku: "sneak_peek" },
        { id: "hb", sku: "heartbeat_insert" },
      ],
    });
    const production = option({
      id: "pt",
      optionType: "production_time_upgrade",
      values: [{ id: "rush", sku: "rush" }],
    });
    expect(indexTree([upgrades, production]).standardOnlyValueIds.size).toBe(0);
    const prepared = indexTree(
      withProductionTime([upgrades, production], [{ sku: "rush", text: "Rush", price: 20, isDomestic: true }]),
    );
    expect([...prepared.standardOnlyValueIds]).toEqual(["sp"]);
    expect(prepared.valueOwner.get(STANDARD_PRODUCTION_TIME_ID)?.id).toBe("pt");
  });

  it("gates every sneak-peek sku of the facts", () => {
    const skus = [
      "sneak_peek",
      "golf_cover_sneak_peek",
      "sneak_peek_huggables",
      "bulk_sample_sneak_peek",
      "specialty_commission_sneak_peek",
    ];
    const tree = indexTree(
      withProductionTime(
        [
          option({ id: "up", values: skus.map((sku) => ({ id: sku, sku })) }),
          option({ id: "pt", optionType: "production_time_upgrade", values: [{ id: "r", sku: "r" }] }),
        ],
        [{ sku: "r", text: "Rush", price: 1, isDomestic: true }],
      ),
    );
    expect([...tree.standardOnlyValueIds].sort()).toEqual([...skus].sort());
  });
});

describe("names and labels", () => {
  it("labels by title, else name, else id", () => {
    expect(customizationLabel(option({ id: "a", title: "Size", name: "size" }))).toBe("Size");
    expect(customizationLabel({ ...option({ id: "a", name: "size" }), title: null })).toBe("size");
    expect(customizationLabel({ ...option({ id: "a" }), title: null, name: null })).toBe("a");
  });

  it("compares names without case, spacing, underscores or dashes", () => {
    expect(normalizedName("  Send_Later-upload   METHOD ")).toBe("send later upload method");
    expect(isNamed(option({ id: "a", name: "Breed" }), "breed")).toBe(true);
    expect(isNamed({ ...option({ id: "a", title: "Breed" }), name: null }, "breed")).toBe(true);
    expect(isNamed(option({ id: "a", name: "breed selector", title: "Breed" }), "breed")).toBe(false);
  });
});

describe("ancestry", () => {
  it("walks up to the root and stops at unknown parents and cycles", () => {
    const tree = indexTree([
      group({ id: "g1" }),
      group({ id: "g2", parentId: "g1" }),
      option({ id: "o", parentId: "g2" }),
      option({ id: "lost", parentId: "nowhere" }),
      group({ id: "c1", parentId: "c2" }),
      group({ id: "c2", parentId: "c1" }),
    ]);
    const ids = (id: string) => ancestry(tree, tree.byId.get(id)!).map((c) => c.id);
    expect(ids("o")).toEqual(["o", "g2", "g1"]);
    expect(ids("lost")).toEqual(["lost"]);
    expect(ids("c1")).toEqual(["c1", "c2"]);
  });
});
