import type { CSSProperties } from "react";
import type { BlockStyle } from "@petsies/domain";

type Sides = { top?: number; right?: number; bottom?: number; left?: number } | undefined;

const ALIGNMENT = { left: "text-left", center: "text-center", right: "text-right" } as const;
const DISPLAY = { block: "block", flex: "flex flex-wrap gap-6", none: "hidden" } as const;

// Editor input ends up in class and style attributes: keep only plausible class names and colour values.
const CLASS_NAME = /^[\w:/[\]().%#-]+$/;
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

function sides(value: Sides): string | undefined {
  if (!value) return undefined;
  const px = (n: number | undefined) => `${Number.isFinite(n) ? n : 0}px`;
  return `${px(value.top)} ${px(value.right)} ${px(value.bottom)} ${px(value.left)}`;
}

/** The BlockStyle fields every content block carries (spec §3), as a class list and inline style. */
export function blockStyle(block: BlockStyle, base = ""): { className: string; style: CSSProperties } {
  const classes = [base];
  if (block.display) classes.push(DISPLAY[block.display] ?? "");
  if (block.alignment) classes.push(ALIGNMENT[block.alignment] ?? "");
  for (const name of block.css_classes?.split(/\s+/) ?? []) if (CLASS_NAME.test(name)) classes.push(name);

  const style: CSSProperties = {};
  if (block.background_color && COLOUR.test(block.background_color.trim())) {
    style.backgroundColor = block.background_color.trim();
  }
  const margin = sides(block.margin);
  const padding = sides(block.padding);
  if (margin) style.margin = margin;
  if (padding) style.padding = padding;
  return { className: classes.filter(Boolean).join(" "), style };
}

export function imageClass(block: BlockStyle): string {
  return block.image_style === "rounded-corners" ? "rounded-2xl" : "";
}
