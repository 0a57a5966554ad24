import { CART_FIELD_MAX, IMAGE_VARIANTS, truncateCartField } from "@petsies/domain";

/**
 * A cart field cut to 75 characters on wide screens and 50 on phones, with an ellipsis (spec §5). Both
 * cuts are rendered and one is display:none, so the server and the browser agree and nothing jumps.
 */
export function CartField({ text }: { text: string }) {
  const desktop = truncateCartField(text, CART_FIELD_MAX.desktop);
  const mobile = truncateCartField(text, CART_FIELD_MAX.mobile);
  if (desktop === mobile) return <>{text}</>;
  return (
    <>
      <span className="md:hidden">{mobile}</span>
      <span className="hidden md:inline">{desktop}</span>
    </>
  );
}

/** The cart thumbnail: the server's 210×300 variant (spec §9), drawn at a third of that. */
export function LineThumbnail({ src }: { src: string }) {
  const { width, height } = IMAGE_VARIANTS.cartThumbnail;
  if (!src) return <span aria-hidden="true" className="block h-[100px] w-[70px] shrink-0 rounded-lg bg-sand" />;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="h-[100px] w-[70px] shrink-0 rounded-lg bg-sand object-cover"
    />
  );
}
