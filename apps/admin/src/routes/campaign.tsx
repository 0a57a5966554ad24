import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useRouterState } from "@tanstack/react-router";
import { CAMPAIGN_STATE_NAMES, type CampaignDetailAnswer } from "@petsies/contract/admin";
import { campaignDetailQueryOptions, useMakeDefaultCampaign, useSetCampaignActive, useUpdateCampaign } from "../lib/campaigns.ts";
import { formatDateTime } from "../lib/dates.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { CampaignForm } from "../components/campaigns/CampaignForm.tsx";
import { CampaignLandingLink } from "../components/campaigns/CampaignLandingLink.tsx";
import { campaignFormOf } from "../components/campaigns/campaign-form.ts";

const route = getRouteApi("/signed-in/shell/campaigns/$id");

function CampaignState({ campaign }: { campaign: CampaignDetailAnswer }) {
  const setActive = useSetCampaignActive(campaign.id);
  const makeDefault = useMakeDefaultCampaign(campaign.id);
  const disabled = campaign.state === "disabled";
  return (
    <section aria-labelledby="campaign-state" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="campaign-state" className="text-lg font-semibold text-slate-900">
        State
      </h2>
      <p className="text-sm text-slate-800">
        {CAMPAIGN_STATE_NAMES[campaign.state]} · {formatDateTime(campaign.startsAt)} – {formatDateTime(campaign.endsAt)}
      </p>
      <p className="text-sm text-slate-800">
        {campaign.isDefault
          ? "The default campaign: every shopper without a campaign link gets it while it runs."
          : "Shoppers get it only through its links, unless it is made the default."}
      </p>
      <ErrorNotice error={makeDefault.error ?? setActive.error} />
      <div className="flex flex-wrap gap-2">
        {!campaign.isDefault && !disabled ? (
          <Button variant="primary" onClick={() => makeDefault.mutate()} pending={makeDefault.isPending} pendingText="Saving…">
            Make default
          </Button>
        ) : null}
        <Button variant={disabled ? "primary" : "danger"} onClick={() => setActive.mutate(disabled)} pending={setActive.isPending} pendingText="Saving…">
          {disabled ? "Enable campaign" : "Disable campaign"}
        </Button>
      </div>
    </section>
  );
}

function EditCampaign({ campaign }: { campaign: CampaignDetailAnswer }) {
  const update = useUpdateCampaign(campaign.id);
  return (
    <>
      {update.isSuccess ? (
        <Notice tone="success" className="mb-4">
          The changes are saved.
        </Notice>
      ) : null}
      <CampaignForm
        kind="edit"
        defaultValues={campaignFormOf(campaign)}
        bannerVersion={campaign.banner?.version ?? null}
        pending={update.isPending}
        error={update.error}
        onSubmit={(body) => update.mutate(body)}
      />
    </>
  );
}

function CampaignScreenBody() {
  const { id } = route.useParams();
  const campaignId = Number(id);
  const campaign = useQuery({ ...campaignDetailQueryOptions(campaignId), enabled: Number.isInteger(campaignId) && campaignId > 0 });
  const notice = useRouterState({ select: (state) => state.location.state.notice });

  if (!Number.isInteger(campaignId) || campaignId <= 0) return <Notice tone="error">There is no campaign {id}.</Notice>;
  if (campaign.isPending) return <Loading label="Loading the campaign…" />;
  if (!campaign.data) return <ErrorNotice error={campaign.error} />;
  const c = campaign.data;
  return (
    <>
      <PageHeader title={`Campaign ${c.name}`} documentTitle={`Campaign ${c.name}`}>
        <Link to="/campaigns" className="text-sm font-medium text-indigo-800 hover:underline">
          All campaigns
        </Link>
      </PageHeader>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <EditCampaign key={c.id} campaign={c} />
        </div>
        <div className="flex flex-col gap-6">
          <CampaignState campaign={c} />
          <CampaignLandingLink campaign={c} />
        </div>
      </div>
    </>
  );
}

export default function CampaignScreen() {
  return (
    <OwnerOnly title="Campaign">
      <CampaignScreenBody />
    </OwnerOnly>
  );
}
