/**
 * A category's products in their order on its page: moved with buttons (to the top, up, down), taken out, and added
 * by SKU at the end. Each change sends the whole order, which the API refuses if the list changed meanwhile.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { categoryProductAddBody, type CategoryProductRow } from "@petsies/contract/admin";
import { categoryProductsQueryOptions, useAddCategoryProduct, useOrderCategoryProducts, useRemoveCategoryProduct } from "../../lib/categories.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice, Loading, Notice } from "../ui/Notice.tsx";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

const FIELDS = { sku: "sku" } as const;

/** The ids with the one at `from` moved to `to`. */
function moved(rows: CategoryProductRow[], from: number, to: number): number[] {
  const ids = rows.map((r) => r.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id as number);
  return ids;
}

function AddProductForm({ categoryId }: { categoryId: number }) {
  const add = useAddCategoryProduct(categoryId);
  const form = useForm({ resolver: zodResolver(categoryProductAddBody), defaultValues: { sku: "" } });
  const unplaced = useServerFieldErrors(form, add.error, FIELDS);
  return (
    <form noValidate aria-label="Add a product to the category" className="flex flex-wrap items-start gap-2" onSubmit={form.handleSubmit(({ sku }) => add.mutate(sku, { onSuccess: () => form.reset() }))}>
      <TextField label="Add a product by SKU" autoComplete="off" className="min-w-0 flex-1" error={form.formState.errors.sku?.message} {...form.register("sku")} />
      <Button type="submit" className="mt-6" pending={add.isPending} pendingText="Adding…">
        Add
      </Button>
      <ErrorNotice error={unplaced} className="w-full" />
    </form>
  );
}

export function CategoryProducts({ categoryId }: { categoryId: number }) {
  const list = useQuery(categoryProductsQueryOptions(categoryId));
  const order = useOrderCategoryProducts(categoryId);
  const remove = useRemoveCategoryProduct(categoryId);
  const [said, setSaid] = useState<string | null>(null);
  const busy = order.isPending || remove.isPending;
  const rows = list.data?.products ?? [];
  const move = (from: number, to: number, done: string) => {
    setSaid(null);
    order.mutate(moved(rows, from, to), { onSuccess: () => setSaid(done) });
  };

  return (
    <div className="flex flex-col gap-4">
      <AddProductForm categoryId={categoryId} />
      <ErrorNotice error={list.error ?? order.error ?? remove.error} />
      {said ? <Notice tone="success">{said}</Notice> : null}
      {list.data ? (
        <Table caption="Products of the category, in their order" minWidth="min-w-[36rem]">
          <thead>
            <tr>
              <Th>#</Th>
              <Th>Product</Th>
              <Th>SKU</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <EmptyRow colSpan={4}>No products in this category yet.</EmptyRow>
            ) : (
              rows.map((p, i) => (
                <tr key={p.id}>
                  <Td>{i + 1}</Td>
                  <Th scope="row">
                    <Link to="/products/$id" params={{ id: String(p.id) }} className="text-indigo-800 underline">
                      {p.name}
                    </Link>
                    {p.enabled ? null : <span className="ml-1 text-xs text-slate-600">(disabled)</span>}
                  </Th>
                  <Td className="font-mono text-xs">{p.sku}</Td>
                  <Td className="whitespace-nowrap text-right">
                    <div className="flex justify-end gap-1">
                      <Button size="sm" variant="ghost" disabled={i === 0 || busy} aria-label={`Move ${p.name} to the top`} onClick={() => move(i, 0, `“${p.name}” is first now.`)}>
                        Top
                      </Button>
                      <Button size="sm" variant="ghost" disabled={i === 0 || busy} aria-label={`Move ${p.name} up`} onClick={() => move(i, i - 1, `Moved “${p.name}” up.`)}>
                        Up
                      </Button>
                      <Button size="sm" variant="ghost" disabled={i === rows.length - 1 || busy} aria-label={`Move ${p.name} down`} onClick={() => move(i, i + 1, `Moved “${p.name}” down.`)}>
                        Down
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        aria-label={`Remove ${p.name} from the category`}
                        onClick={() => {
                          setSaid(null);
                          remove.mutate(p.id, { onSuccess: () => setSaid(`“${p.name}” is out of the category (the product stays in the shop).`) });
                        }}
                      >
                        Remove
                      </Button>
                    </div>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      ) : list.isPending ? (
        <Loading label="Loading the products…" />
      ) : null}
    </div>
  );
}
