import { SiteLink } from "../ui/SiteLink.tsx";
import { isBannerLink, type CampaignContent } from "@petsies/domain";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";

/**
 * A campaign's image banner (spec §3 "Campaign content" image_banner), shown with the countdown banner's
 * description under Details: the banner size (900 × 402, its box reserved by its width and height so nothing
 * moves when it arrives), smaller on phones, loaded only once Details opens it, linked where the campaign says.
 */
export function ImageBanner({ banner }: { banner: NonNullable<CampaignContent["image_banner"]> }) {
  const picture = (
    <ResponsiveImage
      src={banner.image}
      alt={banner.alt}
      variant="banner"
      srcSet={["banner450", "banner1800"]}
      sizes="(min-width: 948px) 900px, calc(100vw - 24px)"
      className="h-auto w-full rounded-lg"
    />
  );
  const link = banner.link.trim();
  const frame = "block w-full max-w-[900px]";
  if (!isBannerLink(link)) return <div className={frame}>{picture}</div>;
  return link.startsWith("/") ? (
    <SiteLink href={link} className={`${frame} focus-visible:outline-current`}>
      {picture}
    </SiteLink>
  ) : (
    <a href={link} rel="noopener" className={`${frame} focus-visible:outline-current`}>
      {picture}
    </a>
  );
}
