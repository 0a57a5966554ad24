"use client";

import { swatchOf } from "@petsies/domain";
import type { ShownValue } from "../../../lib/configurator/types.ts";
import { ChoiceList } from "./ChoiceList.tsx";
import { shapeOf, type WidgetProps } from "./types.ts";

const SHAPE = { circle: "rounded-full", square: "rounded-none", rounded: "rounded-lg" } as const;

/** colors_list: a swatch per value (its colour by name), round or square as displayWidgetOptions.shape says. */
export function ColorsList(props: WidgetProps) {
  const shape = SHAPE[shapeOf(props.option)];
  const swatch = (v: ShownValue) => {
    const color = (v as ShownValue & { color?: string | null }).color ?? swatchOf(v.name);
    return (
      <span
        aria-hidden="true"
        className={`block size-10 shrink-0 border border-ink/20 ${shape}`}
        style={color ? { background: color } : { background: "repeating-linear-gradient(45deg,#f4e3d3,#f4e3d3 4px,#fff 4px,#fff 8px)" }}
      />
    );
  };
  return <ChoiceList {...props} look="color" swatch={swatch} />;
}
