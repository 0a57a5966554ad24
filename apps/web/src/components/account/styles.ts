/** The account screens' shared looks (the shop's brand button and panel). */
export const BUTTON =
  "inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white no-underline hover:bg-brand-dark disabled:cursor-wait disabled:opacity-75";
export const BUTTON_SECONDARY =
  "inline-flex h-11 items-center justify-center rounded-full border-2 border-sand bg-white px-6 font-semibold text-ink no-underline hover:bg-sand disabled:cursor-wait disabled:opacity-75";
export const LINK_BUTTON = "font-semibold text-brand underline underline-offset-2 hover:text-brand-dark";
export const PANEL = "rounded-2xl border border-sand bg-white p-5 lg:p-6";
