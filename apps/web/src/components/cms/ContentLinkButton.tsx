import Link from "next/link";
import type { ContentLink } from "@petsies/domain";

const BUTTON =
  "inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark";

/**
 * An editor's call-to-action: client navigation for our own paths, a plain link elsewhere. Not prefetched, like
 * the product cards: a call to action in view would fetch its whole page while this one opens (see IntentLink).
 */
export function ContentLinkButton({ link }: { link: ContentLink }) {
  if (!link.url || !link.label) return null;
  if (link.url.startsWith("/")) {
    return (
      <Link href={link.url} prefetch={false} className={BUTTON}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.url} rel="noopener" className={BUTTON}>
      {link.label}
    </a>
  );
}
