/** The user-visible texts of spec §8 and §5, exactly as written there. */
export const messages = {
  cartAddSuccess: "Product has been added to the cart!",
  qtyUpdated: "Product quantity has been updated!",
  volatileStock:
    "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
  outOfStockAdd: "The product is out of stock and cannot be added to the cart!",
  unknownPrice: "Product price is unknown, product cannot be added to the cart!",
  inStock: "In stock!",
  outOfStock: "Out of the stock!",
  somethingWentWrong: "Something went wrong",
  cartItemsChanged: "Looks like cart items were changed. Please review items and try to place order again.",
  emptyCategory: "No products synchronized for this category. Please come back while online!",
  noVariant: "No available product variants",
  noConfiguration: "No such configuration for the product. Please do choose another combination of attributes.",
  responseNotJson: "Error with response - bad content-type!",
  responseWithoutBody: "Unhandled error, wrong response format!",
  offline: "You are offline. Some features might not be available.",
  genericError: "Sorry! Something went wrong. Try again later, please...",
  newsletterFallback: "Something went wrong.",
  tooManyRequests: "Too many requests. Please wait before trying again.",
  storyNotLoaded: "Could not load story",
  fieldRequired: "Field is required",
  cartNotFoundMarkers: [
    "No such entity with cartId",
    "No quote found for cartId",
    "User is not authroized to access cartId",
    "Active Quote not found",
  ],
  cartItemsChangedServer: "Cart items were changed",
  orderAddressInvalid:
    "Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.",
  orderOutOfStock: "Some products you've ordered are out of stock. Your order has been canceled.",
  orderValidationLog: "Internal validation error; Order entity is not compliant with the schema",
  reorderFailed: "Failed to reorder item",
  recoverCartFailed: "Error while recovering cart",
  giftCardValueNotChanged: "Gift Card value was not changed",
  taxCountryMissing: "Please do set the tax.defaultCountry in order to calculate totals",
} as const;

export type MessageKey = keyof typeof messages;
