import { formatMoney } from "../../lib/money.ts";

interface Period {
  orders: number;
  revenueCents: number;
}

export function SalesFigures({ today, month, currencyCode }: { today: Period; month: Period; currencyCode: string }) {
  const figures = [
    { label: "Orders today", value: String(today.orders) },
    { label: "Revenue today", value: formatMoney(today.revenueCents, currencyCode) },
    { label: "Orders this month", value: String(month.orders) },
    { label: "Revenue this month", value: formatMoney(month.revenueCents, currencyCode) },
  ];
  return (
    <section aria-labelledby="sales-heading">
      <h2 id="sales-heading" className="sr-only">
        Sales
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
