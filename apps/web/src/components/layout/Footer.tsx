import { SiteLink } from "../ui/SiteLink.tsx";
import type { ReactNode } from "react";
import { FacebookIcon, InstagramIcon, PinterestIcon, TiktokIcon, TwitterIcon } from "../ui/icons.tsx";
import { FOOTER_COLUMNS, LEGAL_LINKS, SISTER_BRANDS, SOCIAL_LINKS, SOCIAL_NETWORKS, type SocialNetwork } from "../../lib/site-links.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { LanguageButton } from "./LanguageButton.tsx";

const SOCIAL_ICONS: Record<SocialNetwork, () => ReactNode> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: TwitterIcon,
  pinterest: PinterestIcon,
  tiktok: TiktokIcon,
};

const FOOTER_LINK = "text-cocoa-text no-underline hover:underline";

export function Footer() {
  // Read per request: the opt-out link exists only where a privacy provider is configured (spec §2).
  const privacyProviderId = process.env.PRIVACY_PROVIDER_ID;

  return (
    <footer className="mt-16 bg-cocoa text-cocoa-text">
      <div className="mx-auto max-w-[1272px] px-4 py-12 lg:px-6">
        <div className="grid grid-cols-1 gap-10 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)]">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="mb-3 text-base font-bold">{column.title}</h2>
              <ul className="space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={FOOTER_LINK}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="newsletter-heading" className="sm:col-span-2 lg:col-span-1">
            <h2 id="newsletter-heading" className="mb-1 text-base font-bold">
              Join our newsletter
            </h2>
            <p className="mb-3 text-cocoa-muted">Pet stories, new products and 10% off your first order.</p>
            <NewsletterForm />
            <ul className="mt-6 flex gap-2" aria-label="Follow us">
              {SOCIAL_NETWORKS.map((network) => {
                const SocialIcon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={SOCIAL_LINKS[network].href}
                      aria-label={SOCIAL_LINKS[network].label}
                      target="_blank"
                      rel="noopener"
                      className="flex size-11 items-center justify-center rounded-full border border-cocoa-muted text-cocoa-text hover:bg-cocoa-text hover:text-cocoa"
                    >
                      <SocialIcon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-cocoa-muted/40 pt-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <p>
            <span className="text-cocoa-muted">Our sister brands: </span>
            {SISTER_BRANDS.map((brand, i) => (
              <span key={brand.href}>
                {i > 0 && ", "}
                <a href={brand.href} rel="noopener" className="text-cocoa-text underline">
                  {brand.label}
                </a>
              </span>
            ))}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={FOOTER_LINK}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
            {privacyProviderId && (
              <li>
                <a href="/california-privacy-notice/#your-privacy-choices" data-privacy-provider={privacyProviderId} className={FOOTER_LINK}>
                  Your Privacy Choices
                </a>
              </li>
            )}
          </ul>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm">
          <p className="text-cocoa-muted">© Petsies. Handmade with love for pets and their people.</p>
          <LanguageButton className="h-11 rounded-full border border-cocoa-muted px-4 text-cocoa-text hover:bg-cocoa-text hover:text-cocoa" />
        </div>
      </div>
    </footer>
  );
}
