import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useCreateCampaign } from "../lib/campaigns.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { CampaignForm } from "../components/campaigns/CampaignForm.tsx";
import { emptyCampaignForm } from "../components/campaigns/campaign-form.ts";

function NewCampaign() {
  const create = useCreateCampaign();
  const navigate = useNavigate();
  // Starting this minute, as the screen opened.
  const [defaults] = useState(() => emptyCampaignForm());
  return (
    <>
      <PageHeader title="New campaign" documentTitle="New campaign" />
      <CampaignForm
        kind="new"
        defaultValues={defaults}
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (campaign) => void navigate({ to: "/campaigns/$id", params: { id: String(campaign.id) }, state: { notice: `Campaign ${campaign.name} is created.` } }),
          })
        }
      />
    </>
  );
}

export default function NewCampaignScreen() {
  return (
    <OwnerOnly title="New campaign">
      <NewCampaign />
    </OwnerOnly>
  );
}
