/**
 * The printable gift card (owners): the card alone on the page, with its code in full, outside the back
 * office's frame so only the card prints.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { giftCardDetailQueryOptions } from "../lib/gift-cards.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { PrintableGiftCard } from "../components/gift-cards/PrintableGiftCard.tsx";

const route = getRouteApi("/signed-in/gift-cards/$id/print");

function PrintBody() {
  const { id } = route.useParams();
  const cardId = Number(id);
  const card = useQuery({ ...giftCardDetailQueryOptions(cardId), enabled: Number.isInteger(cardId) && cardId > 0 });
  if (!Number.isInteger(cardId) || cardId <= 0) return <Notice tone="error">There is no gift card {id}.</Notice>;
  if (card.isPending) return <Loading label="Loading the gift card…" />;
  if (!card.data) return <ErrorNotice error={card.error} />;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title="Printable gift card" documentTitle={`Print gift card …${card.data.code.slice(-4)}`}>
          <Link to="/gift-cards/$id" params={{ id }} className="self-center text-sm font-medium text-indigo-800 hover:underline">
            Back to the card
          </Link>
          <Button variant="primary" onClick={() => window.print()}>
            Print
          </Button>
        </PageHeader>
        {card.data.state !== "active" ? (
          <Notice tone="warning" className="mb-4">
            This card is {card.data.state === "disabled" ? "disabled" : "used up"}: it pays for nothing now.
          </Notice>
        ) : null}
      </div>
      <PrintableGiftCard card={card.data} />
    </>
  );
}

export default function GiftCardPrintScreen() {
  return (
    <main id="main" className="mx-auto max-w-5xl p-6 print:p-0">
      <OwnerOnly title="Printable gift card">
        <PrintBody />
      </OwnerOnly>
    </main>
  );
}
