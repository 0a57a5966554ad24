/**
 * The link an owner sends shoppers to (an e-mail, an ad, a post): the storefront with the campaign's code as
 * `data`, which the storefront honours on any page (spec §7: the campaign update call's `data`). The back
 * office is served on the shop's own origin, so the storefront is this origin.
 */
import { campaignLandingPath } from "@petsies/domain";
import type { CampaignDetailAnswer } from "@petsies/contract/admin";
import { CopyLink } from "../staff/CopyLink.tsx";

const WHY: Record<CampaignDetailAnswer["state"], string | null> = {
  active: null,
  scheduled: "It works once the campaign starts; until then shoppers who open it get the default campaign.",
  ended: "The campaign has ended: shoppers who open it get the default campaign.",
  disabled: "The campaign is disabled: shoppers who open it get the default campaign.",
};

export function CampaignLandingLink({ campaign }: { campaign: Pick<CampaignDetailAnswer, "code" | "state"> }) {
  const link = `${window.location.origin}${campaignLandingPath(campaign.code)}`;
  const why = WHY[campaign.state];
  return (
    <section aria-labelledby="campaign-landing-link" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="campaign-landing-link" className="text-lg font-semibold text-slate-900">
        Landing link
      </h2>
      <CopyLink
        link={link}
        label="Shoppers who open it see this campaign's banner, and the cart they fill is priced by it while the campaign runs. Any shop page works with ?data= and the code at its end."
      />
      {why ? <p className="text-sm text-amber-900">{why}</p> : null}
    </section>
  );
}
