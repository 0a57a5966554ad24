/**
 * The products list's filters. They live in the URL: the form starts from the search params and "Apply" writes
 * them back (page back to 1), so a filtered list is a link to share.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { productListQuery, STAFF_PRODUCT_TYPES, type ProductDetailAnswer, type ProductListQuery } from "@petsies/contract/admin";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";
import { Button } from "../ui/Button.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { TYPE_LABELS } from "./product-labels.ts";

const filtersSchema = productListQuery.pick({ q: true, type: true, status: true, category: true });
export type ProductFiltersValue = Pick<ProductListQuery, "q" | "type" | "status" | "category">;

interface ProductFiltersProps {
  value: ProductFiltersValue;
  categories: ProductDetailAnswer["categoryChoices"];
  onApply: (filters: ProductFiltersValue) => void;
  onClear: () => void;
}

export function ProductFilters({ value, categories, onApply, onClear }: ProductFiltersProps) {
  const form = useForm({
    resolver: zodResolver(withoutBlanks(filtersSchema)),
    // Follows the URL (Back, a shared link): the form shows what the list shows.
    values: { q: value.q ?? "", type: value.type ?? "", status: value.status ?? "", category: value.category === undefined ? "" : String(value.category) } as Record<string, unknown>,
  });
  const { errors } = form.formState;
  const register = (name: keyof ProductFiltersValue) => form.register(name, { setValueAs: blankToUndefined });

  return (
    <form onSubmit={form.handleSubmit(onApply)} noValidate role="search" aria-label="Filter products" className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Search" type="search" hint="Name or SKU" error={errors.q?.message} {...register("q")} />
        <SelectField label="Type" error={errors.type?.message} {...register("type")}>
          <option value="">Any type</option>
          {STAFF_PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" error={errors.status?.message} {...register("status")}>
          <option value="">Enabled or disabled</option>
          <option value="enabled">Enabled</option>
          <option value="disabled">Disabled</option>
        </SelectField>
        <SelectField label="Category" error={errors.category?.message} {...register("category")}>
          <option value="">Any category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button onClick={onClear}>Clear filters</Button>
      </div>
    </form>
  );
}
