import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { campaignListQueryOptions } from "../lib/campaigns.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { buttonClass } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { CampaignFilters } from "../components/campaigns/CampaignFilters.tsx";
import { CampaignsTable } from "../components/campaigns/CampaignsTable.tsx";

const route = getRouteApi("/signed-in/shell/campaigns");

function CampaignList() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const campaigns = useQuery(campaignListQueryOptions(search));
  const { page, pageSize, ...filters } = search;

  return (
    <>
      <PageHeader title="Campaigns" documentTitle={search.q ? `Campaigns · ${search.q}` : "Campaigns"}>
        <Link to="/campaigns/new" className={buttonClass("primary")}>
          New campaign
        </Link>
      </PageHeader>
      <CampaignFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={campaigns.error} className="mb-4" />
      {campaigns.data ? (
        <>
          <CampaignsTable rows={campaigns.data.campaigns} busy={campaigns.isPlaceholderData} />
          <Pagination page={page} pageSize={pageSize} total={campaigns.data.total} noun="campaigns" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : campaigns.isPending ? (
        <Loading label="Loading campaigns…" />
      ) : null}
    </>
  );
}

export default function CampaignsScreen() {
  return (
    <OwnerOnly title="Campaigns">
      <CampaignList />
    </OwnerOnly>
  );
}
