import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AddressEditor } from "../../../../../../components/account/AddressEditor.tsx";
import { countryOptions } from "../../../../../../lib/countries.ts";

export const metadata: Metadata = { title: "Edit address" };

type Props = { params: Promise<{ addressId: string }> };

export default async function EditAddressPage({ params }: Props) {
  const { addressId } = await params;
  if (!/^\d{1,9}$/.test(addressId)) notFound();
  return <AddressEditor addressId={Number(addressId)} countries={countryOptions()} />;
}
