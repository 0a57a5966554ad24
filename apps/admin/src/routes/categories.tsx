import { useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { CategoryNode } from "@petsies/contract/admin";
import { categoryDetailQueryOptions, categoryTreeQueryOptions, useDeleteCategory, useMoveCategory, useSaveCategory } from "../lib/categories.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { ConfirmDialog } from "../components/ui/ConfirmDialog.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { CategoryForm } from "../components/categories/CategoryForm.tsx";
import { CategoryPlace } from "../components/categories/CategoryPlace.tsx";
import { CategoryProducts } from "../components/categories/CategoryProducts.tsx";
import { CategoryTree } from "../components/categories/CategoryTree.tsx";
import { NewCategoryForm } from "../components/categories/NewCategoryForm.tsx";
import { categoryTree, childrenOf, type CategoryTree as Tree } from "../components/categories/category-tree.ts";

const route = getRouteApi("/signed-in/shell/categories");

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CategoryEditorProps {
  node: CategoryNode;
  tree: Tree;
  moving: boolean;
  move: (parentId: number, position: number, done: string) => void;
}

function CategoryEditor({ node, tree, moving, move }: CategoryEditorProps) {
  const navigate = route.useNavigate();
  const detail = useQuery(categoryDetailQueryOptions(node.id));
  const save = useSaveCategory(node.id);
  const remove = useDeleteCategory();
  const [saved, setSaved] = useState(false);
  const isRoot = node.parentId === null;
  const hasChildren = childrenOf(tree, node.id).length > 0;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{node.name}</h2>
        {isRoot ? null : (
          <a href={node.storefrontPath} className="text-sm text-indigo-800 underline">
            Its page on the storefront: {node.storefrontPath}
          </a>
        )}
      </div>
      <Section id="category-details" title="Details">
        {saved ? (
          <Notice tone="success" className="mb-4">
            Saved. The storefront shows the change now.
          </Notice>
        ) : null}
        {detail.data ? (
          <CategoryForm
            values={{ name: detail.data.name, urlKey: detail.data.urlKey, description: detail.data.description, active: detail.data.active, menuColumn: detail.data.menuColumn ?? "" }}
            isRoot={isRoot}
            pending={save.isPending}
            error={save.error}
            onSubmit={(body) => {
              setSaved(false);
              save.mutate(body, { onSuccess: () => setSaved(true) });
            }}
          />
        ) : detail.isPending ? (
          <Loading label="Loading the category…" />
        ) : (
          <ErrorNotice error={detail.error} />
        )}
      </Section>
      <Section id="category-place" title="Place in the tree">
        <CategoryPlace tree={tree} category={node} pending={moving} onMove={move} />
      </Section>
      {isRoot ? null : (
        <Section id="category-products" title={`Products (${node.productCount})`}>
          <CategoryProducts categoryId={node.id} />
        </Section>
      )}
      <Section id="category-new" title="New subcategory">
        <NewCategoryForm parent={node} onCreated={(created) => navigate({ search: { id: created.id } })} />
      </Section>
      {isRoot ? null : (
        <Section id="category-delete" title="Delete">
          <p className="mb-3 text-sm text-slate-700">
            {hasChildren || node.productCount > 0 ? "Only an empty category can be deleted: move its subcategories and remove its products first." : "The category is empty and can be deleted."}
          </p>
          <ConfirmDialog
            title={`Delete “${node.name}”?`}
            description="Its page leaves the storefront. This cannot be undone."
            trigger={<Button variant="danger">Delete category</Button>}
            confirmLabel="Delete"
            danger
            mutation={remove}
            onConfirm={(close) =>
              remove.mutate(node.id, {
                onSuccess: () => {
                  close();
                  void navigate({ search: node.parentId === null ? {} : { id: node.parentId } });
                },
              })
            }
          />
        </Section>
      )}
    </div>
  );
}

function Categories() {
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(categoryTreeQueryOptions);
  const moving = useMoveCategory();
  const [said, setSaid] = useState<string | null>(null);
  const tree = useMemo(() => (list.data ? categoryTree(list.data.categories) : null), [list.data]);
  const selected = id === undefined ? undefined : tree?.byId.get(id);
  const root = tree ? childrenOf(tree, null)[0] : undefined;
  const move = (movedId: number) => (parentId: number, position: number, done: string) => {
    setSaid(null);
    moving.mutate({ id: movedId, parentId, position }, { onSuccess: () => setSaid(done) });
  };

  return (
    <>
      <PageHeader title="Categories" documentTitle={selected ? `${selected.name} · Categories` : "Categories"} />
      {tree ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
          <div className="flex min-w-0 flex-col gap-3">
            <p className="text-sm text-slate-600">Drag a category onto another to move it, or use “Place in the tree” beside it.</p>
            <ErrorNotice error={moving.error} />
            <p role="status" className="text-sm text-emerald-800">
              {said}
            </p>
            <CategoryTree
              tree={tree}
              selectedId={selected?.id}
              onMove={(movedId, parentId, position) => move(movedId)(parentId, position, `Moved “${tree.byId.get(movedId)?.name}” under “${tree.byId.get(parentId)?.name}”.`)}
            />
          </div>
          {selected ? (
            <CategoryEditor key={selected.id} node={selected} tree={tree} moving={moving.isPending} move={move(selected.id)} />
          ) : (
            <div className="flex flex-col gap-4">
              {id !== undefined ? <Notice tone="warning">There is no category {id} (any more). Choose one in the tree.</Notice> : <Notice>Choose a category in the tree to edit it.</Notice>}
              {root ? (
                <Section id="category-new" title="New top-level category">
                  <NewCategoryForm parent={root} onCreated={(created) => navigate({ search: { id: created.id } })} />
                </Section>
              ) : null}
            </div>
          )}
        </div>
      ) : list.isPending ? (
        <Loading label="Loading the categories…" />
      ) : (
        <ErrorNotice error={list.error} />
      )}
    </>
  );
}

export default function CategoriesScreen() {
  return (
    <OwnerOnly title="Categories">
      <Categories />
    </OwnerOnly>
  );
}
