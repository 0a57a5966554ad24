"use client";

/**
 * The parts of a product page that only some kinds of product show: the configurator (customizable products),
 * the gift card form, a bundle's and a grouped product's forms. Each comes in a chunk of its own, loaded when a
 * page shows it; imported directly, they shared one chunk that every product page loaded (about 10 KB of gzip a
 * plain product never ran, issue 18). The server still renders them, so the page looks the same before the chunk
 * arrives.
 */
import dynamic from "next/dynamic";

export const Configurator = dynamic(() => import("../configurator/Configurator.tsx").then((m) => m.Configurator));
export const GiftCardPurchase = dynamic(() => import("../giftcards/GiftCardPurchase.tsx").then((m) => m.GiftCardPurchase));
export const BundleAddToCart = dynamic(() => import("./BundleAddToCart.tsx").then((m) => m.BundleAddToCart));
export const GroupedAddToCart = dynamic(() => import("./GroupedAddToCart.tsx").then((m) => m.GroupedAddToCart));
