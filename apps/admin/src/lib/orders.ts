/** Orders and their items: the list, the production board, one order, and the item actions. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  bulkStatusAnswer,
  bulkStatusBody,
  type CancelBody,
  type RefundBody,
  estimateBody,
  holdBody,
  itemActionAnswer,
  itemStatusBody,
  shipmentBody,
  orderDetailAnswer,
  orderListAnswer,
  statusBoardAnswer,
  type OrderDetailAnswer,
  type OrderListQuery,
} from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const orderListQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => request(`/orders${toQueryString(query)}`, { answer: orderListAnswer }),
    placeholderData: keepPreviousData,
  });

export const statusBoardQueryOptions = queryOptions({
  queryKey: queryKeys.orders.board,
  queryFn: () => request("/orders/board", { answer: statusBoardAnswer }),
});

export const orderDetailQueryOptions = (incrementId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(incrementId),
    queryFn: () => request(`/orders/${encodeURIComponent(incrementId)}`, { answer: orderDetailAnswer }),
  });

export type ItemStatusInput = z.output<typeof itemStatusBody>;
export type ShipmentInput = z.output<typeof shipmentBody>;
export type EstimateInput = z.output<typeof estimateBody>;
export type HoldInput = z.output<typeof holdBody>;
export type BulkStatusInput = z.output<typeof bulkStatusBody>;

/** What an item's change shows up in besides its order: the lists, the board, the dashboard, the audit log. */
function invalidateSummaries(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.board });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
}

/** One item action: POST, then the answered order replaces the cached one and the lists are refreshed. */
function useItemAction<Input>(incrementId: string, path: (input: Input) => string, body: (input: Input) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => request(path(input), { method: "POST", body: body(input), answer: itemActionAnswer }),
    onSuccess: (order: OrderDetailAnswer) => {
      queryClient.setQueryData(queryKeys.orders.detail(incrementId), order);
      invalidateSummaries(queryClient);
    },
  });
}

const itemPath = (itemId: number, action: string) => `/order-items/${itemId}/${action}`;
type ForItem<T> = T & { itemId: number };
const withoutItem = <T extends { itemId: number }>({ itemId: _itemId, ...rest }: T) => rest;

export const useChangeItemStatus = (incrementId: string) =>
  useItemAction(incrementId, (i: ForItem<ItemStatusInput>) => itemPath(i.itemId, "status"), withoutItem);
export const useAddShipment = (incrementId: string) =>
  useItemAction(incrementId, (i: ForItem<ShipmentInput>) => itemPath(i.itemId, "shipments"), withoutItem);
export const useSetEstimate = (incrementId: string) =>
  useItemAction(incrementId, (i: ForItem<EstimateInput>) => itemPath(i.itemId, "estimate"), withoutItem);
export const useHoldItem = (incrementId: string) => useItemAction(incrementId, (i: ForItem<HoldInput>) => itemPath(i.itemId, "hold"), withoutItem);
export const useReleaseItem = (incrementId: string) =>
  useItemAction(incrementId, (i: ForItem<HoldInput>) => itemPath(i.itemId, "release"), withoutItem);
/** The bulk move answers only how many items changed, so the order is fetched again rather than replaced. */
export function useBulkItemStatus(incrementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStatusInput) => request("/order-items/bulk-status", { method: "POST", body, answer: bulkStatusAnswer }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(incrementId) });
      invalidateSummaries(queryClient);
    },
  });
}

/**
 * POST /api/admin/orders/:incrementId/cancel and …/refunds: both answer the order as it is now. The caller
 * sends the requestKey made when its dialog opened, so a double click or a retry is one action on the server.
 */
function useOrderAction<Body>(incrementId: string, action: "cancel" | "refunds") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request(`/orders/${encodeURIComponent(incrementId)}/${action}`, { method: "POST", body, answer: orderDetailAnswer }),
    onSuccess: (order: OrderDetailAnswer) => {
      queryClient.setQueryData(queryKeys.orders.detail(incrementId), order);
      invalidateSummaries(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
}

export const useCancelOrder = (incrementId: string) => useOrderAction<CancelBody>(incrementId, "cancel");
export const useRefundOrder = (incrementId: string) => useOrderAction<RefundBody>(incrementId, "refunds");
