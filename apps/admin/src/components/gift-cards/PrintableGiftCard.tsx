/** A card as it is printed: its design, amount, who it is for and from, the message and the code in full. */
import type { GiftCardDetailAnswer } from "@petsies/contract/admin";
import { money } from "./gift-card-text.ts";

export function PrintableGiftCard({ card }: { card: GiftCardDetailAnswer }) {
  return (
    <article aria-label="Printable gift card" className="mx-auto w-full max-w-[900px] overflow-hidden rounded-xl border border-slate-300 bg-white print:border-slate-400">
      {card.template ? <img src={card.template.image} alt="" width={900} height={402} className="block aspect-[900/402] w-full object-cover" /> : null}
      <div className="flex flex-col gap-3 p-8 text-slate-900">
        <p className="text-sm uppercase tracking-widest text-slate-700">Petsies gift card</p>
        <p className="text-4xl font-semibold">{money(card.initialCents)}</p>
        {card.recipientName ? <p className="text-lg">For {card.recipientName}</p> : null}
        {card.senderName ? <p className="text-lg">From {card.senderName}</p> : null}
        {card.message ? <blockquote className="whitespace-pre-line rounded-md bg-slate-100 px-4 py-3 text-slate-800">{card.message}</blockquote> : null}
        <div className="mt-4">
          <p className="text-sm text-slate-700">Your gift card code</p>
          <p className="font-mono text-2xl font-bold tracking-widest">{card.code}</p>
        </div>
        <p className="text-sm text-slate-700">Choose anything at the Petsies shop and enter the code at checkout. The card never expires.</p>
      </div>
    </article>
  );
}
