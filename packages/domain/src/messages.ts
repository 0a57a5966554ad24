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
} as const;

export type MessageKey = keyof typeof messages;
