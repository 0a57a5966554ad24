/**
 * The "Customization" section of a product's page (issue 13 "Customizations"): the options shoppers answer on the
 * product's configurator, in order, each with its values, rules and actions. Save runs the same checks as the API
 * first (the contract's shapes and the domain's treeProblems), so most mistakes show at their field before anything
 * is sent; what the API still refuses comes back at its field the same way. The preview beside it is the
 * storefront's own configurator in a frame, fed the unsaved tree (see CustomizationPreview).
 */
import { useId, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ProductCustomizationsAnswer, ProductCustomizationsBody, ProductDetailAnswer } from "@petsies/contract/admin";
import type { Customization } from "@petsies/domain";
import { productCustomizationsQueryOptions, useSaveCustomizations } from "../../lib/customizations.ts";
import { Button } from "../ui/Button.tsx";
import { DraftActions } from "./DraftActions.tsx";
import { useSectionDraft } from "./use-section-draft.ts";
import { ErrorNotice, Loading, Notice } from "../ui/Notice.tsx";
import { CustomizationOption, type TreeChoices } from "./CustomizationOption.tsx";
import { CustomizationPreview } from "./CustomizationPreview.tsx";
import { checkedTree, draftOf, labelOf, moved, newGroup, newOption, type DraftCustomization } from "./customization-draft.ts";

function choicesOf(draft: readonly DraftCustomization[]): TreeChoices {
  return {
    values: draft.flatMap((c, i) =>
      c.optionData && c.optionData.values.length > 0 ? [{ label: labelOf(c, i), items: c.optionData.values.map((v, j) => ({ id: v.id, label: v.name.trim() || `Value ${j + 1}` })) }] : [],
    ),
    options: [{ label: "Options", items: draft.map((c, i) => ({ id: c.id, label: labelOf(c, i) })) }],
    groups: draft.flatMap((c, i) => (c.optionData ? [] : [{ id: c.id, label: labelOf(c, i) }])),
  };
}

function Editor({ saved, product, canEdit }: { saved: ProductCustomizationsAnswer; product: ProductDetailAnswer; canEdit: boolean }) {
  const save = useSaveCustomizations(saved.productId);
  const { draft, change, undo, submit, errors, fieldId, unplaced, message } = useSectionDraft<DraftCustomization[], ProductCustomizationsBody>(
    save,
    "Customization saved: the shop's configurator offers it now.",
  );
  const list = useMemo(() => draft ?? draftOf(saved.customizations), [draft, saved.customizations]);
  const choices = useMemo(() => choicesOf(list), [list]);
  const previewTree = useMemo(() => checkedTree(list).tree as Customization[], [list]);
  const errorCount = Object.keys(errors).length;

  function checkAndSave() {
    const { tree, errors: found } = checkedTree(list);
    submit(Object.keys(found).length > 0 ? { errors: found } : { body: { customizations: tree } });
  }

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        {list.length === 0 ? <p className="text-sm text-slate-700">No customization yet: add the choices shoppers make, like a size or a name to embroider.</p> : null}
        {errorCount > 0 ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorCount === 1 ? "1 field needs a change before the customization can be saved." : `${errorCount} fields need a change before the customization can be saved.`}
          </p>
        ) : null}
        <ol className="flex flex-col gap-4" aria-label="Options in the order shoppers see them">
          {list.map((option, i) => (
            <CustomizationOption
              key={option.id}
              option={option}
              i={i}
              count={list.length}
              onChange={(next) => change(list.map((c, j) => (j === i ? next : c)))}
              onMove={(to) => change(moved(list, i, to))}
              onRemove={() => change(list.filter((_, j) => j !== i))}
              errors={errors}
              fieldId={fieldId}
              canEdit={canEdit}
              choices={choices}
            />
          ))}
        </ol>
        {canEdit ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => change([...list, newOption()])}>Add option</Button>
            <Button variant="ghost" onClick={() => change([...list, newGroup()])}>
              Add group
            </Button>
            {draft ? (
              <DraftActions
                saveLabel="Save customization"
                unsaved="The customization is not saved yet."
                pending={save.isPending}
                onSave={checkAndSave}
                onUndo={undo}
              />
            ) : null}
          </div>
        ) : null}
        <ErrorNotice error={unplaced((path) => path.startsWith("customizations."))} />
        {message ? <Notice tone="success">{message}</Notice> : null}
      </div>
      <CustomizationPreview saved={saved} tree={previewTree} productType={product.type} productCents={product.priceCents} />
    </div>
  );
}

export function ProductCustomizations({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const headingId = useId();
  const tree = useQuery(productCustomizationsQueryOptions(product.id));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Customization
      </h2>
      <p className="text-sm text-slate-700">
        The choices shoppers make on the product's page before adding it to the cart. A value's price is added to the product's price (a creation bundle costs its chosen values
        alone). Rules offer an option or value only once another value is chosen; actions choose or take away values when one is chosen.
      </p>
      <ErrorNotice error={tree.error} />
      {tree.data ? (
        <Editor saved={tree.data} product={product} canEdit={canEdit} />
      ) : tree.isPending ? (
        <Loading label="Loading the customization…" />
      ) : null}
    </section>
  );
}
