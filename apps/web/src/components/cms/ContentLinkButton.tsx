import { SiteLink } from "../ui/SiteLink.tsx";
import type { ContentLink } from "@petsies/domain";

const BUTTON =
  "inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark";

/**
 * An editor's call-to-action: client navigation for our own paths (SiteLink), a plain link elsewhere.
 */
export function ContentLinkButton({ link }: { link: ContentLink }) {
  if (!link.url || !link.label) return null;
  if (link.url.startsWith("/")) {
    return (
      <SiteLink href={link.url} className={BUTTON}>
        {link.label}
      </SiteLink>
    );
  }
  return (
    <a href={link.url} rel="noopener" className={BUTTON}>
      {link.label}
    </a>
  );
}
