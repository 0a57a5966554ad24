"use client";

import { customizationLabel, type CustomizationInput, type DisplayWidget, type OfferedOption } from "@petsies/domain";
import type { ComponentType } from "react";
import { fieldIdOf } from "../../lib/configurator/field-id.ts";
import { revealBelowHeader } from "../../lib/focus-first-error.ts";
import { CardsList } from "./widgets/CardsList.tsx";
import { Checkbox } from "./widgets/Checkbox.tsx";
import { ColorsList } from "./widgets/ColorsList.tsx";
import { Dropdown } from "./widgets/Dropdown.tsx";
import { EmailInput } from "./widgets/EmailInput.tsx";
import { ImageUpload } from "./widgets/ImageUpload.tsx";
import { SearchField } from "./widgets/SearchField.tsx";
import { TextArea } from "./widgets/TextArea.tsx";
import { TextInput } from "./widgets/TextInput.tsx";
import { ThumbnailsList } from "./widgets/ThumbnailsList.tsx";
import type { WidgetProps } from "./widgets/types.ts";

const WIDGETS: Record<DisplayWidget, ComponentType<WidgetProps>> = {
  cards_list: CardsList,
  checkbox: Checkbox,
  colors_list: ColorsList,
  dropdown: Dropdown,
  search_field: SearchField,
  email_input: EmailInput,
  image_upload: ImageUpload,
  text_area: TextArea,
  text_input: TextInput,
  thumbnails_list: ThumbnailsList,
};

/**
 * One offered option drawn by its widget. `note` says what choosing here cleared elsewhere; its live region is
 * always there (empty when there is nothing to say) so a screen reader hears the words when they appear.
 */
export function OptionField({
  option,
  error,
  note = null,
  difference,
  dispatch,
  productSku,
}: {
  option: OfferedOption;
  error: string | undefined;
  note?: string | null;
  difference: (valueId: string) => string | null;
  dispatch: (input: CustomizationInput) => void;
  productSku: string;
}) {
  const data = option.customization.optionData;
  if (!data) return null;
  const Widget = WIDGETS[data.displayWidget] ?? Dropdown;
  return (
    <div data-customization-id={option.customization.id} data-widget={data.displayWidget} className="scroll-mt-28">
      <Widget
        option={option}
        fieldId={fieldIdOf(option.customization.id)}
        label={customizationLabel(option.customization)}
        error={error}
        difference={difference}
        dispatch={dispatch}
        productSku={productSku}
      />
      <p role="status" data-testid="cleared-note" className={note ? "mt-2 rounded-lg border border-sale/40 bg-white p-3 text-sm font-semibold text-ink" : "sr-only"}>
        {note}
      </p>
    </div>
  );
}

/** Brings a field into view and puts the keyboard on it (its first control, for a group). */
export function focusField(customizationId: string): void {
  const holder = document.querySelector<HTMLElement>(`[data-customization-id="${customizationId}"]`);
  const field = document.getElementById(fieldIdOf(customizationId));
  const target =
    field && field.tagName !== "FIELDSET"
      ? field
      : (holder?.querySelector<HTMLElement>("input:not([disabled]), select, textarea, button") ?? holder);
  if (!target) return;
  revealBelowHeader(holder ?? target, target);
}
