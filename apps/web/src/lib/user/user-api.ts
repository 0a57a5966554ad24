/**
 * The account calls of spec §7 "User": password and passwordless sign-in, registration, the profile,
 * password changes and resets. Tokens travel as the `token` query parameter (spec §7). Calls that need a
 * session are made through session.ts (asCustomer), which renews a refused token once.
 */
import { messages, type OrderHistoryPage } from "@petsies/domain";
import type { AddressBookAnswer, AuthenticateResult, DoneResult, Profile, ReorderedLine, SessionTokens, SuggestedProductsAnswer, UserTokenAnswer } from "@petsies/contract";
import { apiCall, withQuery } from "../api-call.ts";
import type { WireAddress } from "./customer.ts";

/** The fields the customer may change, as the wire spells them (spec §3). */
export interface WireProfile {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
}

/** The answers' shapes, as the API declares them (packages/contract). */
export type { AddressBookAnswer, AuthenticateResult } from "@petsies/contract";

/**
 * Login, refresh and change-password answer the user token, with its refresh token in the envelope's meta;
 * registration answers the profile, with a session in meta (storage.ts tokensFromAnswer reads both).
 */
export const userApi = {
  login: (email: string, password: string) => apiCall<UserTokenAnswer>("POST", "/api/user/login", { username: email, password }),
  create: (customer: { email: string; firstname: string; lastname: string }, password: string) =>
    apiCall<Profile>("POST", "/api/user/create", { customer, password }),
  refresh: (refreshToken: string) => apiCall<UserTokenAnswer>("POST", "/api/user/refresh", { refreshToken }),
  logout: (token: string) => apiCall<DoneResult>("POST", withQuery("/api/user/logout", { token })),
  me: (token: string) => apiCall<Profile>("GET", withQuery("/api/user/me", { token })),
  /** currentPassword is needed only to change the e-mail. */
  updateMe: (token: string, customer: WireProfile, currentPassword?: string) =>
    apiCall<Profile>("POST", withQuery("/api/user/me", { token }), currentPassword ? { customer, currentPassword } : { customer }),
  changePassword: (token: string, currentPassword: string, newPassword: string) =>
    apiCall<UserTokenAnswer>("POST", withQuery("/api/user/change-password", { token }), { currentPassword, newPassword }),
  /** E-mails a link to /customer/account/resetpassword/ (the same answer whether or not the address is known). */
  resetPassword: (email: string) => apiCall<DoneResult>("POST", "/api/user/reset-password", { email }),
  createPassword: (email: string, newPassword: string, resetToken: string) =>
    apiCall<DoneResult>("POST", "/api/user/create-password", { email, newPassword, resetToken }),

  /** Passwordless: e-mails a single-use link to /authenticate/?token&email. */
  loginRequest: (email: string) => apiCall<DoneResult>("POST", "/api/customer/login-requests", { email }),
  authenticateRequest: (email: string, token: string) =>
    apiCall<AuthenticateResult>("POST", "/api/customer/authenticate-requests", { email, token }),
  registrationRequest: (details: { email: string; token: string; firstName: string; lastName: string }) =>
    apiCall<SessionTokens>("POST", "/api/customer/registration-requests", details),

  /** The address book; every change answers the whole book again. */
  listAddresses: (token: string) => apiCall<AddressBookAnswer>("GET", withQuery("/api/address/list", { token })),
  createAddress: (token: string, address: WireAddress) => apiCall<AddressBookAnswer>("POST", withQuery("/api/address/create", { token }), { address }),
  updateAddress: (token: string, address: WireAddress) => apiCall<AddressBookAnswer>("POST", withQuery("/api/address/update", { token }), { address }),
  deleteAddress: (token: string, id: number) => apiCall<AddressBookAnswer>("POST", withQuery("/api/address/delete", { token }), { address: { id } }),

  /** Order history, newest first (spec §9: 20 a page). */
  orderHistory: (token: string, currentPage: number, pageSize: number) =>
    apiCall<OrderHistoryPage>("GET", withQuery("/api/user/order-history", { token, pageSize, currentPage })),
  /** Products to suggest beside the customer's active orders. */
  suggestedProducts: (token: string, pageSize: number) =>
    apiCall<SuggestedProductsAnswer>("GET", withQuery("/api/customers/me/suggested-products/active-orders", { token, page_size: pageSize })),
  /** Re-order: the order item goes into the customer's own cart again (reads errorMessage on failure). */
  addFromOrder: (token: string, orderItemId: number) =>
    apiCall<ReorderedLine>("POST", withQuery("/api/carts/me/items/add-from-order-requests", { token }), { order_item_id: orderItemId }, { fallbackMessage: messages.reorderFailed }),
};
