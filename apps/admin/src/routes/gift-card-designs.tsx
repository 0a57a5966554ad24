/**
 * Gift card designs (owners, issue 16): the pictures shoppers choose a card by on the storefront and the issue
 * form offers. Added from a product's picture or a file, renamed, re-pictured, put in order, switched off; a
 * design no card was made with may be deleted.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { GiftCardDesignRow } from "@petsies/contract/admin";
import { giftCardDesignListQueryOptions, useDeleteDesign, useOrderDesigns, useSetDesignActive } from "../lib/gift-cards.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { DesignForm } from "../components/gift-cards/DesignForm.tsx";
import { Button, buttonClass } from "../components/ui/Button.tsx";
import { ConfirmDialog } from "../components/ui/ConfirmDialog.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { EmptyRow, Table, Td, Th } from "../components/ui/Table.tsx";

function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

function GiftCardDesigns() {
  const designs = useQuery(giftCardDesignListQueryOptions);
  const setActive = useSetDesignActive();
  const order = useOrderDesigns();
  const remove = useDeleteDesign();
  const [editing, setEditing] = useState<GiftCardDesignRow | null>(null);
  const [notice, setNotice] = useState("");
  const busy = setActive.isPending || order.isPending || remove.isPending;
  const rows = designs.data?.designs ?? [];
  const ids = rows.map((d) => d.id);
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
  };

  return (
    <>
      <PageHeader title="Gift card designs" documentTitle="Gift card designs">
        <Link to="/gift-cards" className={buttonClass("secondary")}>
          Back to gift cards
        </Link>
      </PageHeader>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <ErrorNotice error={designs.error ?? setActive.error ?? order.error} className="mb-4" />
      {designs.data ? (
        <Table caption="Designs in the order the storefront offers them" minWidth="min-w-[48rem]" className="mb-6">
          <thead>
            <tr>
              <Th>Picture</Th>
              <Th>Name</Th>
              <Th>Code</Th>
              <Th>Offered</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <EmptyRow colSpan={5}>No designs yet: add one below, or shoppers cannot buy a gift card.</EmptyRow>
            ) : (
              rows.map((d, i) => (
                <tr key={d.id}>
                  <Td>
                    <img src={d.imageUrl} alt="" width={90} height={40} className="h-10 w-[90px] rounded border border-slate-200 object-cover" />
                  </Td>
                  <Td className="font-medium">{d.name}</Td>
                  <Td className="font-mono">{d.code}</Td>
                  <Td>{d.active ? "Yes" : "No (disabled)"}</Td>
                  <Td>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button size="sm" disabled={busy || i === 0} onClick={() => order.mutate(moved(ids, i, -1))} aria-label={`Move ${d.name} up`}>
                        Up
                      </Button>
                      <Button size="sm" disabled={busy || i === rows.length - 1} onClick={() => order.mutate(moved(ids, i, 1))} aria-label={`Move ${d.name} down`}>
                        Down
                      </Button>
                      <Button
                        size="sm"
                        onClick={() => {
                          setNotice("");
                          setEditing(d);
                        }}
                        aria-label={`Edit ${d.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          setActive.mutate(
                            { id: d.id, active: !d.active },
                            { onSuccess: (row) => setNotice(row.active ? `“${row.name}” is offered again.` : `“${row.name}” is disabled: shoppers no longer see it.`) },
                          )
                        }
                        aria-label={`${d.active ? "Disable" : "Enable"} ${d.name}`}
                      >
                        {d.active ? "Disable" : "Enable"}
                      </Button>
                      {d.used ? null : (
                        <ConfirmDialog
                          title={`Delete “${d.name}”?`}
                          description="No card was made with it. It leaves the storefront and cannot be brought back; disabling it can be undone."
                          trigger={
                            <Button size="sm" variant="danger" disabled={busy} aria-label={`Delete ${d.name}`}>
                              Delete
                            </Button>
                          }
                          confirmLabel="Delete"
                          danger
                          mutation={remove}
                          onConfirm={(close) =>
                            remove.mutate(d.id, {
                              onSuccess: () => {
                                close();
                                setNotice(`“${d.name}” is deleted.`);
                              },
                            })
                          }
                        />
                      )}
                    </div>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      ) : designs.isPending ? (
        <Loading label="Loading designs…" />
      ) : null}
      <p className="mb-4 text-sm text-slate-700">A design cards were made with cannot be deleted; disable it and shoppers no longer see it.</p>
      {editing ? <DesignForm key={editing.id} design={editing} onDone={done} /> : <DesignForm key="new" onDone={done} />}
    </>
  );
}

export default function GiftCardDesignsScreen() {
  return (
    <OwnerOnly title="Gift card designs">
      <GiftCardDesigns />
    </OwnerOnly>
  );
}
