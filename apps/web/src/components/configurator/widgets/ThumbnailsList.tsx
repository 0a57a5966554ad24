"use client";

import type { ShownValue } from "../../../lib/configurator/types.ts";
import { ChoiceList } from "./ChoiceList.tsx";
import { shapeOf, type WidgetProps } from "./types.ts";

const SHAPE = { circle: "rounded-full", square: "rounded-none", rounded: "rounded-lg" } as const;

/**
 * thumbnails_list: a picture per value (its image, else its initial), with the name under it. The picture's
 * alt text is the value's name, so the name under it is for the eye only (read once, not twice).
 */
export function ThumbnailsList(props: WidgetProps) {
  const shape = SHAPE[shapeOf(props.option)];
  const swatch = (v: ShownValue) =>
    v.image ? (
      <img src={v.image} alt={v.name} width={64} height={64} loading="lazy" className={`size-16 shrink-0 bg-sand object-cover ${shape}`} />
    ) : (
      <span aria-hidden="true" className={`flex size-16 shrink-0 items-center justify-center bg-sand text-2xl font-bold text-muted ${shape}`}>
        {v.name.trim().charAt(0).toUpperCase()}
      </span>
    );
  return <ChoiceList {...props} look="thumbnail" swatch={swatch} namedBySwatch={(v) => !!v.image} />;
}
