"use client";

import { ChoiceList } from "./ChoiceList.tsx";
import type { WidgetProps } from "./types.ts";

/** cards_list: a card per value with its name and price difference. */
export function CardsList(props: WidgetProps) {
  return <ChoiceList {...props} look="card" />;
}
