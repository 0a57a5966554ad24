/**
 * A category's fields: name, URL key, description and whether the shop shows it. The contract's rules check them
 * before they are sent; what only the server knows (a URL key taken) comes back at the field.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { categoryBody, type CategoryBody } from "@petsies/contract/admin";
import { MENU_COLUMNS, type MenuColumn } from "@petsies/domain";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

/** The menu select gives "" for none; the contract takes null. */
const categoryForm = categoryBody
  .extend({ menuColumn: z.string() })
  .transform((v) => ({ ...v, menuColumn: v.menuColumn === "" ? null : (v.menuColumn as MenuColumn) }))
  // The form always says the column (the API's "left out" is for other callers).
  .pipe(categoryBody.extend({ menuColumn: categoryBody.shape.menuColumn.unwrap() }));
export type CategoryFormValues = z.input<typeof categoryForm>;
const FIELDS = { name: "name", urlKey: "urlKey", description: "description", active: "active", menuColumn: "menuColumn" } as const;

interface CategoryFormProps {
  values: CategoryFormValues;
  isRoot: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (body: CategoryBody) => void;
}

export function CategoryForm({ values, isRoot, pending, error, onSubmit }: CategoryFormProps) {
  const form = useForm({ resolver: zodResolver(categoryForm), values });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, error, FIELDS);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Category" className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
        <TextField label="URL key" autoComplete="off" hint="The page's address, /c/url-key/; the old address keeps working" error={errors.urlKey?.message} {...form.register("urlKey")} />
        <TextAreaField
          label="Description"
          rows={4}
          className="sm:col-span-2"
          hint="Shown above the category's products. Paragraphs, lists, bold and italic in HTML (<p>, <ul>, <strong>…); other markup is removed."
          error={errors.description?.message}
          {...form.register("description")}
        />
        {isRoot ? null : (
          <SelectField label="In the Products menu" hint="The column of the storefront's Products menu that lists it" error={errors.menuColumn?.message} {...form.register("menuColumn")}>
            <option value="">Not in the menu</option>
            {MENU_COLUMNS.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </SelectField>
        )}
        {isRoot ? null : <CheckboxField label="Active: shoppers see the category and its subcategories" className="sm:col-span-2" {...form.register("active")} />}
      </div>
      <div>
        <Button type="submit" variant="primary" pending={pending} pendingText="Saving…">
          Save category
        </Button>
      </div>
    </form>
  );
}
