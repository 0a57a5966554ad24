import { useNavigate } from "@tanstack/react-router";
import { useIssueGiftCard } from "../lib/gift-cards.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { IssueGiftCardForm } from "../components/gift-cards/IssueGiftCardForm.tsx";
import { money } from "../components/gift-cards/gift-card-text.ts";

function IssueGiftCard() {
  const issue = useIssueGiftCard();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Issue a gift card" documentTitle="Issue a gift card" />
      <IssueGiftCardForm
        pending={issue.isPending}
        error={issue.error}
        onSubmit={(body) =>
          issue.mutate(body, {
            onSuccess: (card) => {
              const notice =
                card.delivery === "email"
                  ? `A ${money(card.initialCents)} gift card is issued${card.mailedAt ? ` and e-mailed to ${card.recipientEmail}` : `; its e-mail to ${card.recipientEmail} will be retried`}.`
                  : `A ${money(card.initialCents)} gift card is issued: print it from here.`;
              void navigate({ to: "/gift-cards/$id", params: { id: String(card.id) }, state: { notice } });
            },
          })
        }
      />
    </>
  );
}

export default function IssueGiftCardScreen() {
  return (
    <OwnerOnly title="Issue a gift card">
      <IssueGiftCard />
    </OwnerOnly>
  );
}
