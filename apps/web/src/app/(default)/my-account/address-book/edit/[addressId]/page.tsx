import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AddressEditor } from "../../../../../../components/account/AddressEditor.tsx";
import { countryOptions } from "../../../../../../lib/countries.ts";
import { addressIdFromPath } from "../../../../../../lib/user/customer.ts";

export const metadata: Metadata = { title: "Edit address" };

type Props = { params: Promise<{ addressId: string }> };

export default async function EditAddressPage({ params }: Props) {
  const { addressId } = await params;
  const id = addressIdFromPath(addressId);
  if (id === null) notFound();
  return <AddressEditor addressId={id} countries={countryOptions()} />;
}
