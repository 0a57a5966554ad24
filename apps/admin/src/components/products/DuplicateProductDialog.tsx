/** Copy a product under a new SKU and URL key; the copy is disabled until someone has looked at it. */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { productDuplicateBody, type ProductDetailAnswer } from "@petsies/contract/admin";
import { useDuplicateProduct } from "../../lib/products.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { FormActions } from "../order/FormActions.tsx";

const FIELDS = { sku: "sku", urlKey: "urlKey" } as const;

function DuplicateForm({ product }: { product: ProductDetailAnswer }) {
  const duplicate = useDuplicateProduct(product.id);
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(productDuplicateBody), defaultValues: { sku: `${product.sku}_copy`, urlKey: `${product.urlKey}-copy` } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, duplicate.error, FIELDS);
  const submit = form.handleSubmit((body) =>
    duplicate.mutate(body, {
      onSuccess: (copy) => void navigate({ to: "/products/$id", params: { id: String(copy.id) }, state: { notice: `Copied “${product.name}”. The copy is disabled until you enable it.` } }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextField label="SKU of the copy" autoComplete="off" error={errors.sku?.message} {...form.register("sku")} />
      <TextField label="URL key of the copy" autoComplete="off" error={errors.urlKey?.message} {...form.register("urlKey")} />
      <FormActions submitLabel="Duplicate" pending={duplicate.isPending} pendingText="Duplicating…" />
    </form>
  );
}

export function DuplicateProductDialog({ product }: { product: ProductDetailAnswer }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={<Button>Duplicate</Button>} title={`Duplicate “${product.name}”`} description="The copy keeps the prices, stock, categories and texts, and starts disabled.">
      {open ? <DuplicateForm product={product} /> : null}
    </Dialog>
  );
}
