"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { regionsOf } from "@petsies/domain";
import { notify } from "../../lib/notifications/store.ts";
import type { CustomerAddress } from "../../lib/user/customer.ts";
import { deleteAddress, loadAddresses } from "../../lib/user/store.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { BUTTON, BUTTON_SECONDARY, PANEL } from "./styles.ts";

export const ADDRESS_BOOK_PATH = "/my-account/address-book/";
export const addressEditPath = (id: number) => `${ADDRESS_BOOK_PATH}edit/${id}/`;

/** An address as lines of text, the way it goes on a parcel. */
export function addressLines(a: CustomerAddress): string[] {
  const region = a.region_id !== null ? (regionsOf(a.country).find((r) => r.id === a.region_id)?.code ?? a.state) : a.state;
  return [
    `${a.firstName} ${a.lastName}`,
    [a.streetAddress, a.apartmentNumber].filter(Boolean).join(", "),
    [a.city, [region, a.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    new Intl.DisplayNames(["en"], { type: "region" }).of(a.country) ?? a.country,
    a.phoneNumber,
  ].filter(Boolean);
}

/** Loads the address book once for the pages that need it; answers whether loading failed. */
export function useAddressBook(): { addresses: CustomerAddress[] | null; failed: boolean; retry: () => void } {
  const { addresses } = useUser();
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    void loadAddresses().then((outcome) => setFailed(!outcome.ok));
  }, []);
  useEffect(retry, [retry]);
  return { addresses, failed: failed && addresses === null, retry };
}

function AddressCard({ address, onDelete }: { address: CustomerAddress; onDelete: (a: CustomerAddress) => void }) {
  const [first, ...rest] = addressLines(address);
  return (
    <li className={`${PANEL} flex flex-col gap-3`} data-testid="address">
      <address className="not-italic">
        <span className="font-semibold">{first}</span>
        {rest.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {(address.defaultShipping || address.defaultBilling) && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Defaults">
          {address.defaultShipping && <li className="rounded-full bg-sand px-3 py-1 font-semibold">Default shipping address</li>}
          {address.defaultBilling && <li className="rounded-full bg-sand px-3 py-1 font-semibold">Default billing address</li>}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link href={addressEditPath(address.id)} prefetch={false} className={`${BUTTON_SECONDARY} h-9 px-4 text-sm`}>
          Edit<span className="sr-only"> the address of {first}, {rest[0]}</span>
        </Link>
        <button type="button" onClick={() => onDelete(address)} className={`${BUTTON_SECONDARY} h-9 px-4 text-sm`}>
          Delete<span className="sr-only"> the address of {first}, {rest[0]}</span>
        </button>
      </div>
    </li>
  );
}

/** /my-account/address-book/: the addresses with their defaults; add, edit, and delete after a confirmation. */
export function AddressBook() {
  const { addresses, failed, retry } = useAddressBook();
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const onConfirm = async () => {
    const address = deleting;
    setDeleting(null);
    if (!address) return;
    const outcome = await deleteAddress(address.id);
    notify(outcome.ok ? { type: "success", message: "The address has been deleted." } : { type: "danger", message: outcome.message });
    title.current?.focus();
  };

  const sorted = [...(addresses ?? [])].sort((a, b) => Number(b.defaultShipping || b.defaultBilling) - Number(a.defaultShipping || a.defaultBilling));
  return (
    <section aria-labelledby="address-book-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-book-title" ref={title} tabIndex={-1} className="text-2xl font-bold outline-none">
          Address book
        </h2>
        <Link href={`${ADDRESS_BOOK_PATH}add/`} prefetch={false} className={BUTTON}>
          Add a new address
        </Link>
      </div>
      {failed ? (
        <div className={`${PANEL} space-y-3`}>
          <p role="alert" className="font-semibold text-sale">
            We could not load your addresses.
          </p>
          <button type="button" className={BUTTON_SECONDARY} onClick={retry}>
            Try again
          </button>
        </div>
      ) : addresses === null ? (
        <div role="status" aria-busy="true" aria-label="Loading your addresses" className={`${PANEL} h-40 animate-pulse motion-reduce:animate-none`} />
      ) : addresses.length === 0 ? (
        <p className={PANEL}>You have no saved addresses yet. Add one to check out faster.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {sorted.map((address) => (
            <AddressCard key={address.id} address={address} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        message={deleting ? `${addressLines(deleting).slice(0, 3).join(", ")} will be removed from your address book.` : ""}
        confirmLabel="Delete"
        onConfirm={() => void onConfirm()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
