import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { formatDateTime } from "../lib/dates.ts";
import { urlRewriteListQueryOptions, useRemoveUrlRewrite } from "../lib/url-rewrites.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { EmptyRow, Table, Td, Th } from "../components/ui/Table.tsx";
import { AddRewriteForm } from "../components/url-rewrites/AddRewriteForm.tsx";
import { RewriteFilters } from "../components/url-rewrites/RewriteFilters.tsx";

const route = getRouteApi("/signed-in/shell/url-rewrites");

function UrlRewrites() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const rewrites = useQuery(urlRewriteListQueryOptions(search));
  const remove = useRemoveUrlRewrite();
  const { page, pageSize, ...filters } = search;
  return (
    <>
      <PageHeader title="URL rewrites" documentTitle="URL rewrites" />
      <AddRewriteForm />
      <RewriteFilters value={filters} onApply={(next) => navigate({ search: { ...next, pageSize, page: 1 } })} onClear={() => navigate({ search: { pageSize } })} />
      <ErrorNotice error={rewrites.error ?? remove.error} className="mb-4" />
      {rewrites.data ? (
        <>
          <Table caption="URL rewrites, newest first" className={rewrites.isPlaceholderData ? "opacity-60" : ""} minWidth="min-w-[40rem]">
            <thead>
              <tr>
                <Th>Old path</Th>
                <Th>New path</Th>
                <Th>Redirect</Th>
                <Th>Added</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rewrites.data.rewrites.length === 0 ? (
                <EmptyRow colSpan={5}>{filters.q ? "No rewrites match this search." : "No rewrites yet."}</EmptyRow>
              ) : (
                rewrites.data.rewrites.map((r) => (
                  <tr key={r.id}>
                    <Td className="break-all font-mono">{r.requestPath}</Td>
                    <Td className="break-all font-mono">{r.targetPath}</Td>
                    <Td>{r.redirectType === 301 ? "Permanent (301)" : "Temporary (302)"}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
                    <Td className="text-right">
                      <Button size="sm" variant="danger" onClick={() => remove.mutate(r.id)} disabled={remove.isPending} aria-label={`Remove the rewrite of ${r.requestPath}`}>
                        Remove
                      </Button>
                    </Td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
          <Pagination page={page} pageSize={pageSize} total={rewrites.data.total} noun="rewrites" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </>
      ) : rewrites.isPending ? (
        <Loading label="Loading rewrites…" />
      ) : null}
    </>
  );
}

export default function UrlRewritesScreen() {
  return (
    <OwnerOnly title="URL rewrites">
      <UrlRewrites />
    </OwnerOnly>
  );
}
