/** A coupon's codes with their uses (the first ones; the CSV has them all), and the download. */
import type { CouponDetailAnswer } from "@petsies/contract/admin";
import { useDownloadCouponCodes } from "../../lib/coupons.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { Table, Td, Th } from "../ui/Table.tsx";

export function CouponCodes({ coupon }: { coupon: CouponDetailAnswer }) {
  const download = useDownloadCouponCodes(coupon.id);
  const more = coupon.codeCount - coupon.codes.length;
  return (
    <section aria-labelledby="coupon-code-list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coupon-code-list" className="text-lg font-semibold text-slate-900">
          Codes ({coupon.codeCount})
        </h2>
        <Button onClick={() => download.mutate()} pending={download.isPending} pendingText="Preparing…">
          Download all codes (CSV)
        </Button>
      </div>
      <ErrorNotice error={download.error} />
      <Table caption={more > 0 ? `The first ${coupon.codes.length} codes; the CSV has all ${coupon.codeCount}` : "Codes and their uses"}>
        <thead>
          <tr>
            <Th>Code</Th>
            <Th className="text-right">Uses</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {coupon.codes.map((c) => (
            <tr key={c.code}>
              <Td className="font-mono">{c.code}</Td>
              <Td className="text-right tabular-nums">{c.uses}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
