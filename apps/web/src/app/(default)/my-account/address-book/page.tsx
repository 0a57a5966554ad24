import type { Metadata } from "next";
import { AddressBook } from "../../../../components/account/AddressBook.tsx";

export const metadata: Metadata = { title: "Address book" };

export default function AddressBookPage() {
  return <AddressBook />;
}
