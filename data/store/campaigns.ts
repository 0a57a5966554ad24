/**
 * The demo promotion campaign (spec §3 "Campaign content"): a week of 15% off several custom plush and
 * keepsake families, with a countdown banner ending some days after seeding. Dates are whole days relative to the
 * seed day; products are named by sku and become ids at seed time.
 */
export interface CampaignData {
  code: string;
  name: string;
  isDefault: boolean;
  startDay: number;
  endDay: number;
  percentOff: number;
  skus: string[];
  countdown: {
    title: string;
    /** Rich text: directives (spec §5) are evaluated where the banner shows. */
    description: string;
    version: number;
    style: { background_color: string; text_color: string; numbers_color: string };
    blacklist_urls: string[];
  } | null;
  imageBanner: { image: string; alt: string; link: string } | null;
}

/** What GET /statistic-values adds to its count of this shop's orders: plushies sewn before this shop opened. */
export const statisticBases = [{ metric: "orderedPlushiesCount", base: 148_260 }];

export const demoCampaigns: CampaignData[] = [
  {
    code: "PLUSHWEEK15",
    name: "Plush Week: 15% off custom plush",
    isDefault: true,
    startDay: -1,
    endDay: 6,
    percentOff: 15,
    skus: [
      "ForeversOther_bundle",
      "petsiesHuggables_bundle",
      "golfHeadCoversDog_bundle",
      "golfHeadCoversCat_bundle",
      "golfHeadCoversOther_bundle",
      "petsiesFigurines_bundle",
      "petsiesBobbleheads_bundle",
    ],
    countdown: {
      title: "Plush Week: 15% off Huggables, golf head covers, figurines and bobbleheads",
      description:
        "A Huggable of your pet from {{productPrice petsiesHuggables_bundle,true,plain}}. Join the {{orderedPlushiesCount}} pets we have sewn so far.",
      version: 1,
      style: { background_color: "1e3a5f", text_color: "ffffff", numbers_color: "fcd34d" },
      blacklist_urls: ["/checkout/", "/customize/"],
    },
    imageBanner: { image: "huggables", alt: "A custom Huggable plush made from a pet's photos", link: "/petsies-huggables/create/" },
  },
];
