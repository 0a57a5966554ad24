import { Link } from "@tanstack/react-router";
import type { DashboardAnswer } from "@petsies/contract/admin";
import { formatDay } from "../../lib/dates.ts";
import { StatusBadge } from "../orders/StatusBadge.tsx";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

/** Items not yet shipped whose estimated shipment date has passed. */
export function LateItems({ items }: { items: DashboardAnswer["late"] }) {
  return (
    <section aria-labelledby="late-heading">
      <h2 id="late-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Late items <span className="text-base font-normal text-slate-600">({items.length})</span>
      </h2>
      <Table caption="Items past their estimated shipment date" minWidth="min-w-[36rem]">
        <thead>
          <tr>
            <Th>Order</Th>
            <Th>Item</Th>
            <Th>Status</Th>
            <Th>Estimated shipment</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.length === 0 ? (
            <EmptyRow colSpan={4}>Nothing is late.</EmptyRow>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                <Td>
                  <Link to="/orders/$incrementId" params={{ incrementId: item.incrementId }} className="font-medium text-indigo-800 hover:underline">
                    #{item.incrementId}
                  </Link>
                </Td>
                <Td>
                  {item.name} <span className="text-slate-600">({item.displayId})</span>
                </Td>
                <Td>
                  <StatusBadge statusId={item.statusId} name={item.statusName} />
                </Td>
                <Td className="whitespace-nowrap text-red-800">{formatDay(item.estimatedShipmentDate)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </section>
  );
}
