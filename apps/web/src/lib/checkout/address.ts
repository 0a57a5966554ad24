/**
 * An address as the forms keep it. Apart from the checkout's rules (order.ts, which also turns it into the wire
 * address) because every page needs its shape — the account's address book, the saved checkout details — and
 * the rules bring the region lists and the phone-number and address validation with them, which only the
 * checkout and the address editor load.
 */
export interface AddressDetails {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  /** Free-text region, for countries without a list. */
  state: string;
  region_id: number | null;
  zipCode: string;
  phoneNumber: string;
}

export const emptyAddress = (country = "US"): AddressDetails => ({
  firstName: "",
  lastName: "",
  country,
  streetAddress: "",
  apartmentNumber: "",
  city: "",
  state: "",
  region_id: null,
  zipCode: "",
  phoneNumber: "",
});
