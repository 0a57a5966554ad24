import type { Metadata } from "next";
import { AddressEditor } from "../../../../../components/account/AddressEditor.tsx";
import { countryOptions } from "../../../../../lib/countries.ts";

export const metadata: Metadata = { title: "Add a new address" };

export default function AddAddressPage() {
  return <AddressEditor countries={countryOptions()} />;
}
