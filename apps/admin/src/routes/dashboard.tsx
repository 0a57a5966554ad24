import { useQuery } from "@tanstack/react-query";
import { dashboardQueryOptions } from "../lib/dashboard.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { SalesFigures } from "../components/dashboard/SalesFigures.tsx";
import { StatusTiles } from "../components/dashboard/StatusTiles.tsx";
import { LateItems } from "../components/dashboard/LateItems.tsx";

export default function DashboardScreen() {
  const dashboard = useQuery(dashboardQueryOptions);
  return (
    <>
      <PageHeader title="Dashboard" documentTitle="Dashboard" />
      <ErrorNotice error={dashboard.error} className="mb-4" />
      {dashboard.data ? (
        <div className="flex flex-col gap-8">
          <SalesFigures today={dashboard.data.today} month={dashboard.data.month} currencyCode={dashboard.data.currencyCode} />
          <StatusTiles statuses={dashboard.data.statuses} heading="Items per production status" />
          <LateItems items={dashboard.data.late} />
        </div>
      ) : dashboard.isPending ? (
        <Loading />
      ) : null}
    </>
  );
}
