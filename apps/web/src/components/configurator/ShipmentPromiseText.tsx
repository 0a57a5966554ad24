import type { ShipmentPromise } from "@petsies/domain";

/** The shipment promise (spec §4): its lines in bold, then the "if you order by …" offer. */
export function ShipmentPromiseText({ promise, className, testId }: { promise: ShipmentPromise; className: string; testId: string }) {
  return (
    <div data-testid={testId} className={className}>
      {promise.lines.map((line, i) => (
        <p key={i} className="font-semibold">
          {line}
        </p>
      ))}
      {promise.offer && <p>{promise.offer}</p>}
    </div>
  );
}
