import type { z } from "zod";
import { orderAddress } from "@petsies/contract/admin";

type OrderAddress = z.infer<typeof orderAddress>;

/** An address as an envelope would show it, one part a line. */
export function AddressBlock({ address }: { address: OrderAddress | null }) {
  if (!address) return <p className="text-slate-600">None (nothing to ship)</p>;
  const name = [address.firstname, address.lastname].filter(Boolean).join(" ");
  const cityLine = [address.city, address.region, address.postcode].filter(Boolean).join(", ");
  const lines = [name, address.company, ...(address.street ?? []), cityLine, address.country_id, address.telephone].filter(
    (line): line is string => typeof line === "string" && line.trim() !== "",
  );
  return (
    <address className="not-italic leading-relaxed text-slate-800">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
