/**
 * The countdown banner as shoppers will see it, while the owner types: the storefront banner's look (its
 * colours, title, ticking countdown, and the description opened as under Details), the description evaluated
 * by the API with the form's discounts, and the image banner's picture beneath it as Details shows it. A
 * description the storefront could not show says why instead.
 */
import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { COUNTDOWN_TICK_MS, countdownParts, countdownRemaining, isCountdownOver } from "@petsies/domain";
import { MAX_CAMPAIGN_AMOUNT_OFF, type CampaignBody } from "@petsies/contract/admin";
import { ApiError } from "../../lib/api.ts";
import { useBannerPreview } from "../../lib/campaigns.ts";
import type { CampaignFormValues } from "./campaign-form.ts";

const HEX = /^#?[0-9a-f]{6}$/i;
const colour = (hex: string, fallback: string) => `#${HEX.test(hex.trim()) ? hex.trim().replace(/^#/, "") : fallback}`;
const pad = (n: number) => String(n).padStart(2, "0");
const percentOf = (text: string) => (/^\s*\d+\s*$/.test(text) && Number(text) >= 1 && Number(text) <= 99 ? Number(text) : null);
const amountOf = (text: string) => {
  const trimmed = text.trim().replace(/^\$/, "");
  return /^\d+(\.\d{1,2})?$/.test(trimmed) && Number(trimmed) > 0 && Number(trimmed) <= MAX_CAMPAIGN_AMOUNT_OFF ? Number(trimmed) : null;
};
/** A line's discount once it reads as one (exactly one of a percent and an amount), else null. */
function offOf(d: { percent: string; amount: string }): { percent: number } | { amount: number } | null {
  const percent = percentOf(d.percent);
  const amount = amountOf(d.amount);
  if (percent !== null && d.amount.trim() === "") return { percent };
  if (amount !== null && d.percent.trim() === "") return { amount };
  return null;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function BannerPreview({ form }: { form: UseFormReturn<CampaignFormValues, unknown, CampaignBody> }) {
  const [banner, endsAt, productDiscounts, categoryDiscounts, imageBanner] = form.watch(["banner", "endsAt", "productDiscounts", "categoryDiscounts", "imageBanner"]);
  // Only the lines that read as discounts: a half-typed one must not stop the preview.
  const preview = useBannerPreview({
    description: banner.description,
    productDiscounts: productDiscounts.flatMap((d) => {
      const discount = offOf(d);
      return d.sku.trim() && discount ? [{ sku: d.sku.trim(), ...discount }] : [];
    }),
    categoryDiscounts: categoryDiscounts.flatMap((d) => {
      const discount = offOf(d);
      return Number(d.categoryId) > 0 && discount ? [{ categoryId: Number(d.categoryId), ...discount }] : [];
    }),
  });
  const now = useNow();
  const end = new Date(endsAt);
  const remaining = Number.isNaN(end.getTime()) ? NaN : countdownRemaining(end.toISOString(), now);
  const left = countdownParts(Number.isNaN(remaining) ? 0 : remaining);
  const problem = preview.error instanceof ApiError ? (preview.error.fields?.["banner.description"] ?? preview.error.message) : preview.error ? "The preview could not be loaded" : null;
  const numbers = colour(banner.numbersColor, "ffffff");

  return (
    <section aria-labelledby="campaign-banner-preview" className="flex flex-col gap-2">
      <h3 id="campaign-banner-preview" className="text-sm font-medium text-slate-800">
        Preview
      </h3>
      {isCountdownOver(remaining) ? <p className="text-sm text-slate-600">The campaign has ended by then: shoppers would not see the banner.</p> : null}
      <div data-testid="banner-preview" className="rounded-md text-sm" style={{ backgroundColor: colour(banner.backgroundColor, "3a2a22"), color: colour(banner.textColor, "f7e6d8") }}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1 px-3 py-2">
          <p className="w-full font-bold sm:w-auto sm:min-w-0 sm:flex-1">{banner.title || "The banner's title"}</p>
          <p className="flex gap-2 tabular-nums">
            {(
              [
                [left.days, "days"],
                [left.hours, "hours"],
                [left.minutes, "minutes"],
                [left.seconds, "seconds"],
              ] as const
            ).map(([value, unit]) => (
              <span key={unit} className="flex flex-col items-center leading-none">
                <span className="text-lg font-extrabold" style={{ color: numbers }}>
                  {pad(value)}
                </span>
                <span className="text-[0.7rem] uppercase">{unit}</span>
              </span>
            ))}
          </p>
        </div>
        <p data-testid="banner-preview-description" className="px-3 pb-3">
          {problem
            ? null
            : (preview.data?.segments ?? []).map((s, i) =>
                s.type === "text" ? (
                  <span key={i}>{s.text}</span>
                ) : (
                  <span key={i}>
                    <span className="font-bold">{s.price}</span>
                    {s.regularPrice ? (
                      <>
                        {" "}
                        <s>
                          <span className="sr-only">Regular price </span>
                          {s.regularPrice}
                        </s>
                      </>
                    ) : null}
                  </span>
                ),
              )}
        </p>
        {imageBanner.imageUrl ? (
          <figure className="px-3 pb-3">
            {/* The storefront's banner size (900 × 402), scaled to the preview's width. */}
            <img
              data-testid="banner-preview-image"
              src={imageBanner.imageUrl}
              alt={imageBanner.alt}
              width={900}
              height={402}
              className="h-auto w-full max-w-[450px] rounded-md object-cover"
            />
            {imageBanner.link.trim() ? <figcaption className="mt-1 text-xs">Opens {imageBanner.link.trim()}</figcaption> : null}
          </figure>
        ) : null}
      </div>
      {problem ? (
        <p role="status" className="text-sm font-medium text-red-700">
          Shoppers would not see this banner: {problem}
        </p>
      ) : null}
    </section>
  );
}
