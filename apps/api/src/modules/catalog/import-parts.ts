/**
 * The `parts` column of the catalogue file (README "Catalogue import and export"): a bundle's options and a grouped
 * product's linked products as text an owner can edit in a spreadsheet cell, both ways.
 *
 *   grouped: `plush_care_kit*1 | plush_display_dome*2`                     (each part's SKU and the quantity its field starts at)
 *   bundle:  `Size (radio, required): plush_s*1 default, plush_l*1 | Extras (checkbox): card*1, box*2 default`
 *
 * A bundle option is its title, in brackets how shoppers pick (radio, select, checkbox or multi) and whether it is
 * required (or optional, the default), then after a colon its products, each `SKU*qty` with the flags `default`
 * (chosen by default) and `choose-qty` (shoppers may change the quantity). `|` separates options or grouped parts;
 * a `|` in a title is written `\|`. `*qty` may be left out (1).
 *
 * Reading a cell here only takes its shape apart; what the parts must be — limits, one default in a radio option, a
 * quantity shoppers change only in a radio or drop-down option, the products existing and of a type that can be a
 * part — are the set editor's own rules (contract bundleOptionsBody and groupedLinksBody, set-edit.ts judgeParts),
 * which the plan runs on what is read (import-plan.ts). A cell is compared with the shop as the text the export
 * writes, so a re-import of an exported file is unchanged.
 */
import { CATEGORY_SEPARATOR, CHOOSE_QTY_PART_FLAG, DEFAULT_PART_FLAG, bundleOptionsBody, groupedLinksBody, type BundleOptionsBody, type GroupedLinksBody } from "@petsies/contract/admin";
import { groupedPartSkus, isSingleChoice, type BundleOption, type ProductLink } from "@petsies/domain";

export type SetParts = { kind: "bundle"; body: BundleOptionsBody } | { kind: "grouped"; body: GroupedLinksBody };

const escapeTitle = (title: string) => title.replaceAll(CATEGORY_SEPARATOR, `\\${CATEGORY_SEPARATOR}`);
const part = (sku: string, qty: number, flags: string[]) => [`${sku}*${qty}`, ...flags].join(" ");

/** A set product's parts as the export writes them ("" for other types, and for a set without parts). */
export function partsText(type: string, bundleOptions: BundleOption[], productLinks: ProductLink[]): string {
  if (type === "grouped") {
    return groupedPartSkus({ product_links: productLinks })
      .map((sku) => part(sku, productLinks.find((l) => l.link_type === "associated" && l.linked_product_sku === sku)?.qty ?? 1, []))
      .join(` ${CATEGORY_SEPARATOR} `);
  }
  if (type !== "bundle") return "";
  return bundleOptions
    .map((o) => {
      const how = [o.type, o.required ? "required" : "optional"].join(", ");
      const selections = o.product_links.map((l) =>
        // As the set editor reads it (set-read.ts): a demo link without can_change_quantity lets shoppers change it.
        part(l.linked_product_sku, l.qty ?? 1, [...(l.is_default === true ? [DEFAULT_PART_FLAG] : []), ...(isSingleChoice(o.type) && l.can_change_quantity !== false ? [CHOOSE_QTY_PART_FLAG] : [])]),
      );
      return `${escapeTitle(o.title)} (${how}): ${selections.join(", ")}`;
    })
    .join(` ${CATEGORY_SEPARATOR} `);
}

/** The same text written from what a cell was read into: the cell's canonical spelling, compared with the shop's. */
export function textOfParts(parts: SetParts): string {
  if (parts.kind === "grouped") return parts.body.links.map((l) => part(l.sku, l.qty, [])).join(` ${CATEGORY_SEPARATOR} `);
  return partsText(
    "bundle",
    parts.body.options.map((o, i) => ({
      option_id: i,
      title: o.title,
      required: o.required,
      type: o.type,
      product_links: o.selections.map((s) => ({ link_type: "bundle", linked_product_type: "", linked_product_sku: s.sku, is_default: s.isDefault, qty: s.qty, can_change_quantity: s.canChangeQty })),
    })),
    [],
  );
}

/**
 * The parts with each SKU spelled as `spelling` gives it. The plan spells a part the shop has as the shop does
 * (the set editor finds parts whatever their case and saves the stored spelling), so that a file writing `PLUSH_S`
 * for `plush_s` reads as unchanged, as it is once applied.
 */
export function withSpelling(parts: SetParts, spelling: (sku: string) => string): SetParts {
  if (parts.kind === "grouped") return { kind: "grouped", body: { ...parts.body, links: parts.body.links.map((l) => ({ ...l, sku: spelling(l.sku) })) } };
  return {
    kind: "bundle",
    body: { ...parts.body, options: parts.body.options.map((o) => ({ ...o, selections: o.selections.map((s) => ({ ...s, sku: spelling(s.sku) })) })) },
  };
}

/** `|` that is not written `\|`. */
const SEPARATOR = /(?<!\\)\|/;
/** `SKU`, `SKU*2`, then flags. */
const PART = /^(\S+?)(?:\*(\S*))?(?:\s+(.*))?$/s;
/** The title is everything before the last bracket ahead of the colon; SKUs hold no brackets or colons. */
const OPTION = /^(.*?)\s*\(([^()]*)\)\s*:([^():]*)$/s;

const segments = (cell: string) =>
  cell
    .split(SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

interface ReadPart {
  sku: string;
  qty: number;
  flags: string[];
}

function readPart(text: string, where: string, allowed: string[], wrong: (message: string) => void): ReadPart | null {
  const match = PART.exec(text.trim());
  if (!match) return null;
  const [, sku, qty, rest] = match;
  if (qty !== undefined && !/^\d{1,9}$/.test(qty)) {
    wrong(`${where}: write the quantity as a whole number after the SKU, like ${sku}*2.`);
    return null;
  }
  const flags = (rest ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const unknown = flags.filter((f) => !allowed.includes(f));
  if (unknown.length > 0) {
    wrong(allowed.length === 0 ? `${where}: write only the SKU and its quantity, like ${sku}*2.` : `${where}: “${unknown[0]}” is not one of the flags ${allowed.join(" or ")}.`);
    return null;
  }
  return { sku: sku!, qty: qty === undefined ? 1 : Number(qty), flags };
}

/**
 * A cell read into the set editor's body (or the mistakes of its shape, each a message naming where it is). An empty
 * cell is a set without parts. The body is not judged here: see the file's head comment.
 */
export function readParts(type: "bundle" | "grouped", cell: string): { parts: SetParts; mistakes: [] } | { parts: null; mistakes: string[] } {
  const mistakes: string[] = [];
  const wrong = (message: string) => mistakes.push(message);
  if (type === "grouped") {
    const links = segments(cell).flatMap((text, i) => {
      const read = readPart(text, `Part ${i + 1} (${text})`, [], wrong);
      return read ? [{ sku: read.sku, qty: read.qty }] : [];
    });
    return mistakes.length > 0 ? { parts: null, mistakes } : { parts: { kind: "grouped", body: { links } }, mistakes: [] };
  }
  const options = segments(cell).flatMap((text, i) => {
    const match = OPTION.exec(text);
    if (!match) {
      wrong(`Option ${i + 1} (${text.slice(0, 60)}): write it as Title (radio, required): SKU*1 default, SKU*2.`);
      return [];
    }
    const [, title, how, list] = match;
    const name = `Option “${title!.replaceAll(`\\${CATEGORY_SEPARATOR}`, CATEGORY_SEPARATOR)}”`;
    const words = how!.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
    const [pick, ...others] = words.filter((w) => w !== "required" && w !== "optional");
    if (others.length > 0) wrong(`${name}: in brackets write how shoppers pick and whether it is required, like (radio, required); “${others[0]}” is extra.`);
    const selections = list!
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .flatMap((s) => {
        const read = readPart(s, `${name}, ${s}`, [DEFAULT_PART_FLAG, CHOOSE_QTY_PART_FLAG], wrong);
        return read ? [{ sku: read.sku, qty: read.qty, isDefault: read.flags.includes(DEFAULT_PART_FLAG), canChangeQty: read.flags.includes(CHOOSE_QTY_PART_FLAG) }] : [];
      });
    // An unknown input type is left to the editor's rule to name (its message lists the four).
    return [{ title: title!.replaceAll(`\\${CATEGORY_SEPARATOR}`, CATEGORY_SEPARATOR), required: words.includes("required"), type: (pick ?? "") as BundleOptionsBody["options"][number]["type"], selections }];
  });
  return mistakes.length > 0 ? { parts: null, mistakes } : { parts: { kind: "bundle", body: { options } }, mistakes: [] };
}

/** Where a path of the editor's body is, in the cell's words: "Option “Size”, plush_s" or "Part 2 (kit)". */
function whereOf(parts: SetParts, path: PropertyKey[]): string {
  if (parts.kind === "grouped") {
    const i = path[1];
    const link = typeof i === "number" ? parts.body.links[i] : undefined;
    return link ? `Part ${(i as number) + 1} (${link.sku})` : "";
  }
  const [, i, , j] = path;
  const option = typeof i === "number" ? parts.body.options[i] : undefined;
  if (!option) return "";
  const selection = typeof j === "number" ? option.selections[j] : undefined;
  return `Option “${option.title || (i as number) + 1}”${selection ? `, ${selection.sku}` : ""}`;
}

/** The editor's rules of the body's shape (contract bundleOptionsBody, groupedLinksBody), each message with where it is. */
export function partsShapeMistakes(parts: SetParts): { path: string; message: string }[] {
  const checked = parts.kind === "bundle" ? bundleOptionsBody.safeParse(parts.body) : groupedLinksBody.safeParse(parts.body);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: placed(whereOf(parts, issue.path), issue.message) }));
}

/** A message with where it is in the cell, ending as a sentence. */
export function placed(where: string, message: string): string {
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return where ? `${where}: ${sentence}` : sentence;
}

/** The editor's error paths of a cell's named products (for judgeParts), each with where it is. */
export function namedParts(parts: SetParts): { path: string; sku: string; where: string }[] {
  if (parts.kind === "grouped") return parts.body.links.map((l, i) => ({ path: `links.${i}.sku`, sku: l.sku, where: whereOf(parts, ["links", i, "sku"]) }));
  return parts.body.options.flatMap((o, i) => o.selections.map((s, j) => ({ path: `options.${i}.selections.${j}.sku`, sku: s.sku, where: whereOf(parts, ["options", i, "selections", j, "sku"]) })));
}
