/**
 * One option (or group) of the customization editor: its fields, its values in order, and the rules that offer it
 * and its values and the actions a value runs when chosen, each picked from the tree's own ids. Every field's id is
 * built from its path in the tree, so a refusal (from the API or the check run here) is shown, and focused, there.
 */
import { useState } from "react";
import type { DisplayWidget } from "@petsies/domain";
import { DISPLAY_WIDGETS, OPTION_DATA_TYPES } from "@petsies/contract/admin";
import { OPTION_TYPE_LABELS, WIDGET_LABELS } from "@petsies/domain";
import { Button } from "../ui/Button.tsx";
import { CheckboxField, SelectField, TextField } from "../ui/Field.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { IdPicker, type PickerGroup } from "./IdPicker.tsx";
import { labelOf, moved, newValue, type DraftCustomization, type DraftValue, type Errors } from "./customization-draft.ts";

export interface TreeChoices {
  /** Every value of the tree, by option: what rules wait for and actions select. */
  values: PickerGroup[];
  /** Every option and group: what actions clear. */
  options: PickerGroup[];
  /** The groups an option may sit in. */
  groups: { id: string; label: string }[];
}

interface Common {
  errors: Errors;
  fieldId: (path: string) => string;
  canEdit: boolean;
  choices: TreeChoices;
}

const TEXT_WIDGETS: readonly DisplayWidget[] = ["text_input", "text_area", "email_input", "search_field"];

function RemoveOption({ label, onRemove }: { label: string; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Remove ${label}?`}
      description="It goes with its values, and rules and actions that name them must be changed before the tree is saved. Nothing changes on the shop until you save."
      trigger={
        <Button size="sm" variant="ghost">
          Remove {label}
        </Button>
      }
    >
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button
          variant="danger"
          onClick={() => {
            setOpen(false);
            onRemove();
          }}
        >
          Remove
        </Button>
      </div>
    </Dialog>
  );
}

function ValueRow({
  value,
  j,
  count,
  path,
  optionLabel,
  onChange,
  onMove,
  onRemove,
  errors,
  fieldId,
  canEdit,
  choices,
}: Common & {
  value: DraftValue;
  j: number;
  count: number;
  path: string;
  optionLabel: string;
  onChange: (patch: Partial<DraftValue>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [open, setOpen] = useState(false);
  const at = (field: string) => `${path}.${field}`;
  const name = value.name.trim() || `Value ${j + 1}`;
  const actions = value.actions?.activated ?? null;
  const setAction = (field: "deactivateOptionIds" | "deactivateOptionValueIds" | "activateOptionValueIds", ids: string[] | null) => {
    const next = { deactivateOptionIds: null, deactivateOptionValueIds: null, activateOptionValueIds: null, ...actions, [field]: ids };
    const empty = !next.deactivateOptionIds && !next.deactivateOptionValueIds && !next.activateOptionValueIds;
    onChange({ actions: empty ? null : { activated: next } });
  };
  const ruleCount = (value.availabilityRules?.forActivatedOptionValueIds?.length ?? 0) + (actions ? 1 : 0);
  const ruleErrors = ["availabilityRules", "actions.activated.deactivateOptionIds", "actions.activated.deactivateOptionValueIds", "actions.activated.activateOptionValueIds"].some((f) => errors[at(f)]);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <TextField id={fieldId(at("name"))} label={`Value ${j + 1}: name`} value={value.name} maxLength={200} error={errors[at("name")] ?? errors[at("id")]} onChange={(e) => onChange({ name: e.target.value })} />
        <TextField
          id={fieldId(at("price"))}
          label="Price ($)"
          hint="What choosing it adds"
          inputMode="decimal"
          autoComplete="off"
          value={value.priceText}
          error={errors[at("price")]}
          onChange={(e) => onChange({ priceText: e.target.value })}
        />
        <TextField id={fieldId(at("sku"))} label="SKU" hint="Optional" autoComplete="off" value={value.sku ?? ""} maxLength={64} error={errors[at("sku")]} onChange={(e) => onChange({ sku: e.target.value || null })} />
        <TextField
          id={fieldId(at("image"))}
          label="Picture key"
          hint="Optional: a picture list shows it"
          autoComplete="off"
          value={value.image ?? ""}
          maxLength={300}
          error={errors[at("image")]}
          onChange={(e) => onChange({ image: e.target.value || null })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <CheckboxField id={fieldId(at("isDefault"))} label="Chosen by default" checked={value.isDefault} disabled={!canEdit} onChange={(e) => onChange({ isDefault: e.target.checked })} />
        <CheckboxField label="Offered" checked={value.isEnabled} disabled={!canEdit} onChange={(e) => onChange({ isEnabled: e.target.checked })} />
        {errors[at("isDefault")] ? <p className="text-sm font-medium text-red-700">{errors[at("isDefault")]}</p> : null}
        {canEdit ? (
          <div className="ml-auto flex flex-wrap gap-1">
            <Button size="sm" variant="ghost" disabled={j === 0} aria-label={`Move ${name} of ${optionLabel} up`} onClick={() => onMove(j - 1)}>
              ↑ Up
            </Button>
            <Button size="sm" variant="ghost" disabled={j === count - 1} aria-label={`Move ${name} of ${optionLabel} down`} onClick={() => onMove(j + 1)}>
              ↓ Down
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Remove ${name} of ${optionLabel}`} onClick={onRemove}>
              Remove
            </Button>
          </div>
        ) : null}
      </div>
      {/* The pickers list every value of the tree: a product with hundreds of values renders them only when opened. */}
      <details open={open || ruleErrors || undefined} onToggle={(e) => setOpen(e.currentTarget.open)} className="rounded-md border border-slate-200 bg-white p-2">
        <summary className="cursor-pointer text-sm font-medium text-indigo-800">
          Rules and actions of {name}
          {ruleCount > 0 ? ` (${ruleCount} set)` : ""}
        </summary>
        {open || ruleErrors ? (
          <div className="mt-2 grid grid-cols-1 gap-3 lg:grid-cols-2">
            <IdPicker
              id={fieldId(at("availabilityRules"))}
              legend={`Offer ${name} only when one of these is chosen`}
              hint="Empty: always offered"
              chosen={value.availabilityRules?.forActivatedOptionValueIds ?? []}
              groups={choices.values}
              error={errors[at("availabilityRules")]}
              disabled={!canEdit}
              onChange={(ids) => onChange({ availabilityRules: ids ? { forActivatedOptionValueIds: ids } : null })}
            />
            <IdPicker
              id={fieldId(at("actions.activated.activateOptionValueIds"))}
              legend={`Choosing ${name} also chooses`}
              chosen={actions?.activateOptionValueIds ?? []}
              groups={choices.values}
              error={errors[at("actions.activated.activateOptionValueIds")]}
              disabled={!canEdit}
              onChange={(ids) => setAction("activateOptionValueIds", ids)}
            />
            <IdPicker
              id={fieldId(at("actions.activated.deactivateOptionValueIds"))}
              legend={`Choosing ${name} takes away`}
              chosen={actions?.deactivateOptionValueIds ?? []}
              groups={choices.values}
              error={errors[at("actions.activated.deactivateOptionValueIds")]}
              disabled={!canEdit}
              onChange={(ids) => setAction("deactivateOptionValueIds", ids)}
            />
            <IdPicker
              id={fieldId(at("actions.activated.deactivateOptionIds"))}
              legend={`Choosing ${name} clears the options`}
              chosen={actions?.deactivateOptionIds ?? []}
              groups={choices.options}
              error={errors[at("actions.activated.deactivateOptionIds")]}
              disabled={!canEdit}
              onChange={(ids) => setAction("deactivateOptionIds", ids)}
            />
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** An option, or a group of options, with its place in the list. */
export function CustomizationOption({
  option,
  i,
  count,
  onChange,
  onMove,
  onRemove,
  errors,
  fieldId,
  canEdit,
  choices,
}: Common & {
  option: DraftCustomization;
  i: number;
  count: number;
  onChange: (next: DraftCustomization) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const path = `customizations.${i}`;
  const at = (field: string) => `${path}.${field}`;
  const label = labelOf(option, i);
  const data = option.optionData;
  const setData = (patch: Partial<NonNullable<DraftCustomization["optionData"]>>) => data && onChange({ ...option, optionData: { ...data, ...patch } });
  const setValues = (values: DraftValue[]) => setData({ values });
  const isText = data ? TEXT_WIDGETS.includes(data.displayWidget) : false;
  return (
    <li>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-300 p-3" disabled={!canEdit}>
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {option.type === "options_group" ? "Group" : "Option"} {i + 1}: {label}
        </legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField id={fieldId(at("title"))} label="Title shoppers see" value={option.title ?? ""} maxLength={200} error={errors[at("title")] ?? errors[at("id")]} onChange={(e) => onChange({ ...option, title: e.target.value })} />
          {data ? (
            <>
              <SelectField id={fieldId(at("optionData.type"))} label="Type" value={data.type} error={errors[at("optionData.type")]} onChange={(e) => setData({ type: e.target.value as typeof data.type })}>
                {OPTION_DATA_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {OPTION_TYPE_LABELS[t]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id={fieldId(at("optionData.displayWidget"))}
                label="Widget"
                value={data.displayWidget}
                error={errors[at("optionData.displayWidget")] ?? errors[at("optionData")]}
                onChange={(e) => setData({ displayWidget: e.target.value as DisplayWidget })}
              >
                {DISPLAY_WIDGETS.map((w) => (
                  <option key={w} value={w}>
                    {WIDGET_LABELS[w]}
                  </option>
                ))}
              </SelectField>
              <TextField
                id={fieldId(at("optionData.maxValuesCount"))}
                label={isText ? "Most characters" : "Most choices"}
                hint="Empty or 0: no limit"
                inputMode="numeric"
                autoComplete="off"
                value={data.maxText}
                error={errors[at("optionData.maxValuesCount")]}
                onChange={(e) => setData({ maxText: e.target.value })}
              />
              <TextField
                id={fieldId(at("optionData.sku"))}
                label="SKU"
                hint="Optional: the page address's query key"
                autoComplete="off"
                value={data.sku ?? ""}
                maxLength={64}
                error={errors[at("optionData.sku")]}
                onChange={(e) => setData({ sku: e.target.value || null })}
              />
            </>
          ) : null}
          {choices.groups.length > 0 && data ? (
            <SelectField id={fieldId(at("parentId"))} label="In group" value={option.parentId ?? ""} error={errors[at("parentId")]} onChange={(e) => onChange({ ...option, parentId: e.target.value || null })}>
              <option value="">No group</option>
              {choices.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.label}
                </option>
              ))}
            </SelectField>
          ) : errors[at("parentId")] ? (
            <p id={fieldId(at("parentId"))} tabIndex={-1} className="text-sm font-medium text-red-700">
              {errors[at("parentId")]}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {data ? (
            <CheckboxField id={fieldId(at("optionData.isRequired"))} label="Required" checked={data.isRequired} onChange={(e) => setData({ isRequired: e.target.checked })} />
          ) : null}
          <CheckboxField label="Offered" checked={option.isEnabled} onChange={(e) => onChange({ ...option, isEnabled: e.target.checked })} />
          {data ? <CheckboxField label="Shown in the cart" checked={option.showInCart} onChange={(e) => onChange({ ...option, showInCart: e.target.checked })} /> : null}
          {data ? <CheckboxField label="Kept in the page's address" checked={data.showInUrlQuery} onChange={(e) => setData({ showInUrlQuery: e.target.checked })} /> : null}
        </div>
        {errors[at("optionData.isRequired")] ? <p className="text-sm font-medium text-red-700">{errors[at("optionData.isRequired")]}</p> : null}
        <IdPicker
          id={fieldId(at("availabilityRules"))}
          legend={`Offer ${label} only when one of these is chosen`}
          hint="Empty: always offered"
          chosen={option.availabilityRules?.forActivatedOptionValueIds ?? []}
          groups={choices.values}
          error={errors[at("availabilityRules")]}
          disabled={!canEdit}
          onChange={(ids) => onChange({ ...option, availabilityRules: ids ? { forActivatedOptionValueIds: ids } : null })}
        />
        {data ? (
          <>
            <h4 className="text-sm font-semibold text-slate-800">Values of {label}</h4>
            {data.values.length === 0 ? <p className="text-sm text-slate-700">{isText || data.displayWidget === "image_upload" ? "No values: shoppers type or upload their answer." : "No values yet."}</p> : null}
            <ol className="flex flex-col gap-2" aria-label={`Values of ${label}`}>
              {data.values.map((value, j) => (
                <ValueRow
                  key={value.id}
                  value={value}
                  j={j}
                  count={data.values.length}
                  path={at(`optionData.values.${j}`)}
                  optionLabel={label}
                  onChange={(patch) => setValues(data.values.map((v, k) => (k === j ? { ...v, ...patch } : v)))}
                  onMove={(to) => setValues(moved(data.values, j, to))}
                  onRemove={() => setValues(data.values.filter((_, k) => k !== j))}
                  errors={errors}
                  fieldId={fieldId}
                  canEdit={canEdit}
                  choices={choices}
                />
              ))}
            </ol>
            {canEdit ? (
              <div>
                <Button size="sm" onClick={() => setValues([...data.values, newValue()])}>
                  Add a value to {label}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {canEdit ? (
          <div className="flex flex-wrap gap-1 border-t border-slate-200 pt-2">
            <Button size="sm" variant="ghost" disabled={i === 0} aria-label={`Move ${label} up`} onClick={() => onMove(i - 1)}>
              ↑ Up
            </Button>
            <Button size="sm" variant="ghost" disabled={i === count - 1} aria-label={`Move ${label} down`} onClick={() => onMove(i + 1)}>
              ↓ Down
            </Button>
            <RemoveOption label={label} onRemove={onRemove} />
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}
