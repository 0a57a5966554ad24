"use client";

import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ModalFrame, PRIMARY_BUTTON } from "./ModalFrame.tsx";

/** The size guide (spec §2): the product's sizes with their approximate measurements and prices. */
export default function SizeGuideModal({ productName, rows, onClose }: ModalComponentProps<"size-guide">) {
  return (
    <ModalFrame title="Size guide" onClose={onClose} wide>
      <table className="w-full border-collapse text-left">
        <caption className="mb-3 text-left text-muted">{productName}: sizes are measured from head to toe (or end to end), give or take an inch, as every piece is sewn by hand.</caption>
        <thead>
          <tr className="border-b-2 border-sand">
            <th scope="col" className="py-2 pr-4 font-semibold">Size</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Approximate size</th>
            <th scope="col" className="py-2 font-semibold">Price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.size} className="border-b border-sand">
              <th scope="row" className="py-2 pr-4 font-semibold">{row.size}</th>
              <td className="py-2 pr-4">{row.measurement}</td>
              <td className="py-2">{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-6 flex justify-end">
        <button type="button" data-autofocus onClick={onClose} className={PRIMARY_BUTTON}>
          OK
        </button>
      </div>
    </ModalFrame>
  );
}
