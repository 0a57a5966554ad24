import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useRouterState } from "@tanstack/react-router";
import type { ProductDetailAnswer } from "@petsies/contract/admin";
import { productDetailQueryOptions, useSaveProduct, useSetProductEnabled } from "../lib/products.ts";
import { isOwner, useSession } from "../lib/session.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { Button } from "../components/ui/Button.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { DuplicateProductDialog } from "../components/products/DuplicateProductDialog.tsx";
import { ProductForm } from "../components/products/ProductForm.tsx";
import { ProductConfigurable } from "../components/products/ProductConfigurable.tsx";
import { ProductBundle } from "../components/products/ProductBundle.tsx";
import { ProductGrouped } from "../components/products/ProductGrouped.tsx";
import { ProductDownload } from "../components/products/ProductDownload.tsx";
import { ProductGiftCard } from "../components/products/ProductGiftCard.tsx";
import { ProductPictures } from "../components/products/ProductPictures.tsx";
import { ProductCustomizations } from "../components/products/ProductCustomizations.tsx";
import { productFormValues } from "../components/products/product-form.ts";
import { typeLabel } from "../components/products/product-labels.ts";

const route = getRouteApi("/signed-in/shell/products/$id");

function ProductEditor({ product, canEdit }: { product: ProductDetailAnswer; canEdit: boolean }) {
  const save = useSaveProduct(product.id);
  const status = useSetProductEnabled(product.id);
  const [message, setMessage] = useState<string | null>(null);
  const editable = canEdit && product.editable;

  return (
    <div className="flex flex-col gap-6">
      {canEdit ? (
        <section aria-labelledby="product-actions-heading" className="flex flex-col gap-3">
          <h2 id="product-actions-heading" className="sr-only">
            Product actions
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button
              pending={status.isPending}
              pendingText={product.enabled ? "Disabling…" : "Enabling…"}
              onClick={() => {
                setMessage(null);
                status.mutate(!product.enabled, { onSuccess: (now) => setMessage(now.enabled ? "Enabled: shoppers can see it." : "Disabled: shoppers no longer see it.") });
              }}
            >
              {product.enabled ? "Disable" : "Enable"}
            </Button>
            {product.editable ? <DuplicateProductDialog product={product} /> : null}
          </div>
          <ErrorNotice error={status.error} />
        </section>
      ) : null}
      {message ? <Notice tone="success">{message}</Notice> : null}
      {product.editable ? null : (
        <Notice tone="info">
          {typeLabel(product.type)} products are shown here read-only: their editor comes later. They can be enabled and disabled.
        </Notice>
      )}
      <ProductForm
        values={productFormValues(product)}
        categoryChoices={product.categoryChoices}
        isNew={false}
        readOnly={!editable}
        submitLabel="Save product"
        pending={save.isPending}
        error={save.error}
        onSubmit={(body) => {
          setMessage(null);
          save.mutate(body, { onSuccess: () => setMessage("Saved. The storefront shows the change now.") });
        }}
      />
      <ProductConfigurable product={product} canEdit={canEdit} />
      <ProductCustomizations product={product} canEdit={canEdit} />
      <ProductBundle product={product} canEdit={canEdit} />
      <ProductGrouped product={product} canEdit={canEdit} />
      <ProductDownload product={product} canEdit={canEdit} />
      <ProductGiftCard product={product} canEdit={canEdit} />
      {/* Pictures are a product's whatever its type: owners manage them for every product. */}
      <ProductPictures product={product} canEdit={canEdit} />
    </div>
  );
}

function Product({ id }: { id: number }) {
  const { staff } = useSession();
  const product = useQuery(productDetailQueryOptions(id));
  const notice = useRouterState({ select: (state) => state.location.state.notice });
  const title = product.data ? product.data.name : `Product ${id}`;
  return (
    <>
      <PageHeader title={title} documentTitle={title}>
        {product.data ? (
          <p className="text-sm text-slate-600">
            {typeLabel(product.data.type)} · <code>{product.data.sku}</code> · {product.data.enabled ? "Enabled" : "Disabled"} ·{" "}
            {product.data.parent ? (
              <>
                a child of{" "}
                <Link to="/products/$id" params={{ id: String(product.data.parent.id) }} className="text-indigo-800 underline">
                  {product.data.parent.name}
                </Link>{" "}
                ·{" "}
              </>
            ) : null}
            <a href={product.data.storefrontPath} className="text-indigo-800 underline">
              View on the storefront
            </a>
          </p>
        ) : null}
      </PageHeader>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <ErrorNotice error={product.error} className="mb-4" />
      {product.data ? <ProductEditor product={product.data} canEdit={isOwner(staff.role)} /> : product.isPending ? <Loading label="Loading the product…" /> : null}
    </>
  );
}

export default function ProductScreen() {
  const { id } = route.useParams();
  const productId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <>
      <Link to="/products" className="mb-2 inline-block text-sm text-indigo-800 hover:underline">
        ← All products
      </Link>
      {productId === null ? (
        <>
          <PageHeader title="Product" documentTitle="Product" />
          <Notice tone="warning">There is no product at this address.</Notice>
        </>
      ) : (
        <Product key={productId} id={productId} />
      )}
    </>
  );
}
