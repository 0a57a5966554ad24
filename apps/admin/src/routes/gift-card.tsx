import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useRouterState } from "@tanstack/react-router";
import { GIFT_CARD_STATE_NAMES, type GiftCardDetailAnswer } from "@petsies/contract/admin";
import { giftCardDetailQueryOptions, useSetGiftCardActive } from "../lib/gift-cards.ts";
import { formatDateTime } from "../lib/dates.ts";
import { isOwner, useSession } from "../lib/session.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { Button, buttonClass } from "../components/ui/Button.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { ActionDialog } from "../components/order/ActionDialog.tsx";
import { AdjustBalanceForm } from "../components/gift-cards/AdjustBalanceForm.tsx";
import { GiftCardHistory } from "../components/gift-cards/GiftCardHistory.tsx";
import { money, sourceText } from "../components/gift-cards/gift-card-text.ts";

const route = getRouteApi("/signed-in/shell/gift-cards/$id");

function Facts({ card }: { card: GiftCardDetailAnswer }) {
  const rows: [string, string | null][] = [
    ["Code", card.code],
    ["Balance", `${money(card.balanceCents)} of ${money(card.initialCents)}`],
    ["State", GIFT_CARD_STATE_NAMES[card.state]],
    ["How it came", sourceText(card)],
    ["Recipient", [card.recipientName, card.recipientEmail].filter(Boolean).join(" · ") || null],
    ["From", card.senderName],
    ["Buyer", card.buyerEmail],
    ["Design", card.template?.name ?? null],
    ["Delivery", card.delivery === "email" ? (card.mailedAt ? `E-mailed ${formatDateTime(card.mailedAt)}` : "E-mail not sent yet (retried)") : card.delivery === "print" ? "Printed" : null],
    ["Message", card.message],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      {rows
        .filter((r): r is [string, string] => r[1] !== null && r[1] !== "")
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className={`text-slate-900 ${term === "Code" ? "font-mono" : ""} ${term === "Message" ? "whitespace-pre-line" : ""}`}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function OwnerActions({ card, onDone }: { card: GiftCardDetailAnswer; onDone: (message: string) => void }) {
  const setActive = useSetGiftCardActive(card.id);
  const disabled = card.state === "disabled";
  return (
    <div className="flex flex-col gap-2">
      <ErrorNotice error={setActive.error} />
      <div className="flex flex-wrap gap-2">
        <ActionDialog label="Adjust balance" title="Adjust the balance" description="Add to or take from the card's balance; it never goes below zero." variant="primary">
          {(done) => (
            <AdjustBalanceForm
              card={card}
              onDone={(message) => {
                done();
                onDone(message);
              }}
            />
          )}
        </ActionDialog>
        <Button
          size="sm"
          variant={disabled ? "primary" : "danger"}
          onClick={() => setActive.mutate(disabled, { onSuccess: () => onDone(disabled ? "The card is enabled." : "The card is disabled: every cart refuses it.") })}
          pending={setActive.isPending}
          pendingText="Saving…"
        >
          {disabled ? "Enable card" : "Disable card"}
        </Button>
        <Link to="/gift-cards/$id/print" params={{ id: String(card.id) }} className={buttonClass("secondary", "sm")}>
          Printable card
        </Link>
      </div>
    </div>
  );
}

function GiftCardScreenBody() {
  const { id } = route.useParams();
  const cardId = Number(id);
  const { staff } = useSession();
  const card = useQuery({ ...giftCardDetailQueryOptions(cardId), enabled: Number.isInteger(cardId) && cardId > 0 });
  const arrived = useRouterState({ select: (state) => state.location.state.notice });
  const [notice, setNotice] = useState<string | undefined>(undefined);

  if (!Number.isInteger(cardId) || cardId <= 0) return <Notice tone="error">There is no gift card {id}.</Notice>;
  if (card.isPending) return <Loading label="Loading the gift card…" />;
  if (!card.data) return <ErrorNotice error={card.error} />;
  const c = card.data;
  const shown = notice ?? arrived;
  return (
    <>
      <PageHeader title={`Gift card ${c.code}`} documentTitle={`Gift card …${c.code.slice(-4)}`}>
        <Link to="/gift-cards" className="text-sm font-medium text-indigo-800 hover:underline">
          All gift cards
        </Link>
      </PageHeader>
      {shown ? (
        <Notice tone="success" className="mb-4">
          {shown}
        </Notice>
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-4">
          <Facts card={c} />
          {isOwner(staff.role) ? <OwnerActions card={c} onDone={setNotice} /> : <p className="text-sm text-slate-700">Only an owner can change a gift card or see its whole code.</p>}
        </div>
        <section aria-labelledby="card-history">
          <h2 id="card-history" className="mb-2 text-lg font-semibold text-slate-900">
            History
          </h2>
          <GiftCardHistory history={c.history} />
        </section>
      </div>
    </>
  );
}

export default function GiftCardScreen() {
  return (
    <CustomerServiceOnly title="Gift card">
      <GiftCardScreenBody />
    </CustomerServiceOnly>
  );
}
