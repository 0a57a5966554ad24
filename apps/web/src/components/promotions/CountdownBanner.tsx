"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import {
  bannerColors,
  campaignCodeOfSearch,
  campaignDiscounts,
  COUNTDOWN_TICK_MS,
  countdownParts,
  countdownRemaining,
  isBannerShown,
  type CampaignAnswer,
  type CountdownStyle,
  type RichTextSegment,
} from "@petsies/domain";
import { localCartStorage } from "../../lib/cart/storage.ts";
import { ImageBanner } from "./ImageBanner.tsx";
import type { ActiveCurrency } from "../../lib/money.ts";
import { bannerText } from "../../lib/promotions/banner-text.ts";
import { browserBannerSources, requestActiveCampaign } from "../../lib/promotions/campaign-client.ts";
import {
  CLOSED_BANNER_ATTRIBUTE,
  closeBannerVersion,
  closedBannerVersion,
  countdownExpiration,
  keepCountdownExpiration,
  storeCampaign,
  storedCampaignContent,
  storedCampaignToken,
} from "../../lib/promotions/storage.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { keepShopperCampaign } from "../../lib/promotions/shopper-campaign.ts";

/** The brand's own pair (cocoa), used when a campaign's colours fail WCAG AA. */
const BRAND_COLORS: CountdownStyle = { background_color: "3a2a22", text_color: "f7e6d8", numbers_color: "ffffff" };

export interface BannerCampaign {
  answer: CampaignAnswer;
  /** The description with its directives evaluated; null when they could not be (the banner stays hidden). */
  segments: RichTextSegment[] | null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The promotion countdown banner (spec §4 "Shell behaviour"): shown only when content exists, the path
 * holds no blacklist entry, the shopper has not closed this version, time is not over and the directives
 * were processed. It ticks every second and hides itself when time is up. A shopper kept in another
 * campaign (a stored campaignToken), or arriving by a campaign's landing link (?data=CODE), gets that
 * campaign's banner.
 *
 * Its Details open the description and the campaign's image banner, if it has one (ImageBanner).
 *
 * It is rendered with the page, at the server's time, so that it does not push the page down when it
 * appears (measured on a 390 px phone: a layout shift of 0.109 on every page when it appeared after
 * hydration). Whether this shopper closed it lives in local storage: the page's inline script
 * (closedBannerScript) hides a closed banner before the first paint, and after hydration the local
 * storage decides here.
 */
export function CountdownBanner({ initial, active, serverNow }: { initial: BannerCampaign; active: ActiveCurrency; serverNow: number }) {
  const path = usePathname();
  const descriptionId = useId();
  const [campaign, setCampaign] = useState(initial);
  const [mounted, setMounted] = useState(false);
  const [closedVersion, setClosedVersion] = useState<number | null>(null);
  const [now, setNow] = useState(serverNow);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    setClosedVersion(closedBannerVersion());
    setNow(Date.now());
    setMounted(true);
    // A campaign's landing link (…?data=CODE) puts the shopper, and their cart if they have one, in that campaign.
    const code = campaignCodeOfSearch(window.location.search);
    const stored = storedCampaignToken();
    if (!code && (!stored || stored === initial.answer.campaignToken)) {
      storeCampaign(initial.answer);
      return;
    }
    const defaultToken = initial.answer.campaignToken;
    // A returning shopper's tags take their kept campaign's prices at once; its answer below confirms or corrects them.
    if (!code) keepShopperCampaign({ campaignToken: stored, campaignContent: storedCampaignContent() }, defaultToken);
    const cartId = localCartStorage().read().token;
    const update = code ? { data: code, ...(cartId ? { cartId } : {}) } : { campaignToken: stored! };
    let stale = false;
    void requestActiveCampaign(update).then(async (answer) => {
      // No campaign (a code that names none running, a failed call): the page's own campaign stays.
      if (stale || !answer.campaignToken) return;
      // The shopper's prices follow the campaign they are in, back to the page's own when that is the default.
      keepShopperCampaign(answer, defaultToken);
      if (answer.campaignToken === defaultToken) return;
      const countdown = answer.campaignContent?.countdown;
      const segments = countdown ? await bannerText(countdown.description, browserBannerSources, active, campaignDiscounts(answer.campaignContent)) : null;
      if (!stale) setCampaign({ answer, segments });
    });
    return () => {
      stale = true;
    };
  }, [initial, active]);

  // Once local storage has decided (the render after hydration), the banner no longer needs hiding early.
  useEffect(() => {
    if (mounted) document.documentElement.removeAttribute(CLOSED_BANNER_ATTRIBUTE);
  }, [mounted]);

  const countdown = campaign.answer.campaignContent?.countdown ?? null;
  const shown = isBannerShown({ countdown, path, closedVersion, nowMs: now, directivesProcessed: campaign.segments !== null });

  useEffect(() => {
    if (!mounted || !shown || !countdown) return;
    // The end this shopper was shown, unless a custom product added meanwhile cleared it (spec §4).
    const kept = countdownExpiration();
    if (kept === null || !(Date.parse(kept) > Date.now())) keepCountdownExpiration(countdown.date);
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [mounted, shown, countdown]);

  if (!shown || !countdown || !campaign.segments) return null;

  const colors = bannerColors(countdown.style, BRAND_COLORS);
  const imageBanner = campaign.answer.campaignContent?.image_banner ?? null;
  const left = countdownParts(countdownRemaining(countdown.date, now));
  const units = [
    [left.days, "days"],
    [left.hours, "hours"],
    [left.minutes, "minutes"],
    [left.seconds, "seconds"],
  ] as const;
  const close = () => {
    closeBannerVersion(countdown.version);
    setClosedVersion(countdown.version);
    // The banner leaves the page: focus goes on to what followed it, the header's first control on screen.
    const next = [...document.querySelectorAll<HTMLElement>("header a[href], header button")].find((el) => el.getClientRects().length > 0);
    next?.focus();
  };

  return (
    <section
      aria-label="Promotion"
      data-testid="promotion-banner"
      data-promotion-banner=""
      className="text-sm sm:text-base"
      style={{ backgroundColor: `#${colors.background_color}`, color: `#${colors.text_color}` }}
    >
      <div className="mx-auto flex max-w-[1272px] flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:flex-nowrap min-[820px]:gap-x-6 lg:px-6">
        <p className="w-full font-bold sm:w-auto sm:min-w-0 sm:flex-1">{countdown.title}</p>
        <p data-testid="countdown" aria-live="off" className="flex gap-2 tabular-nums lg:gap-3">
          {units.map(([value, unit]) => (
            <span key={unit} className="flex flex-col items-center leading-none">
              <span data-testid={`countdown-${unit}`} className="text-lg font-extrabold lg:text-2xl" style={{ color: `#${colors.numbers_color}` }}>
                {pad(value)}
              </span>
              <span className="text-[0.7rem] uppercase">{unit}</span>
            </span>
          ))}
        </p>
        {/* In the shopper's time zone, which the server does not know. */}
        <p className="sr-only" suppressHydrationWarning>
          Ends {formatDateTime(new Date(countdown.date))}
        </p>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((e) => !e)}
            className="flex h-10 items-center gap-1 rounded-full px-3 font-semibold underline underline-offset-2 focus-visible:outline-current"
          >
            Details
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform duration-400 motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}>
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            aria-label="Dismiss promotion"
            onClick={close}
            className="flex size-10 items-center justify-center rounded-full focus-visible:outline-current"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
              <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      </div>
      {/* The details slide open and shut (spec §9: 400 ms); once shut they are hidden from everyone. */}
      <div
        id={descriptionId}
        className={`grid transition-[grid-template-rows,visibility] duration-400 motion-reduce:transition-none ${expanded ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]"}`}
      >
        <div className="min-h-0 overflow-hidden">
          <p data-testid="promotion-description" className="mx-auto max-w-[1272px] px-3 pb-3 lg:px-6">
            {campaign.segments.map((s, i) =>
              s.type === "text" ? (
                <span key={i}>{s.text}</span>
              ) : (
                <span key={i}>
                  <span className="font-bold">{s.price}</span>
                  {s.regularPrice && (
                    <>
                      {" "}
                      <s>
                        <span className="sr-only">Regular price </span>
                        {s.regularPrice}
                      </s>
                    </>
                  )}
                </span>
              ),
            )}
          </p>
          {imageBanner && (
            <div data-testid="promotion-image-banner" className="mx-auto max-w-[1272px] px-3 pb-3 lg:px-6">
              <ImageBanner banner={imageBanner} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
