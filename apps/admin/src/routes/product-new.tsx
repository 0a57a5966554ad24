import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { productChoicesQueryOptions, useCreateProduct } from "../lib/products.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { ProductForm } from "../components/products/ProductForm.tsx";
import { emptyProductForm } from "../components/products/product-form.ts";

const EMPTY = emptyProductForm();

function NewProduct() {
  const choices = useQuery(productChoicesQueryOptions);
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New product" documentTitle="New product" />
      <ErrorNotice error={choices.error} className="mb-4" />
      {choices.data ? (
        <ProductForm
          values={EMPTY}
          categoryChoices={choices.data.categoryChoices}
          isNew
          readOnly={false}
          submitLabel="Create product"
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (product) =>
                void navigate({ to: "/products/$id", params: { id: String(product.id) }, state: { notice: product.enabled ? "Created. Shoppers can see it now." : "Created, disabled: enable it when it is ready." } }),
            })
          }
        />
      ) : choices.isPending ? (
        <Loading label="Loading…" />
      ) : null}
    </>
  );
}

export default function NewProductScreen() {
  return (
    <OwnerOnly title="New product">
      <Link to="/products" className="mb-2 inline-block text-sm text-indigo-800 hover:underline">
        ← All products
      </Link>
      <NewProduct />
    </OwnerOnly>
  );
}
