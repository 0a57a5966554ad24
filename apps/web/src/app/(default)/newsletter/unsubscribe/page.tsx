import type { Metadata } from "next";
import { NewsletterUnsubscribe } from "../../../../components/layout/NewsletterUnsubscribe.tsx";

export const metadata: Metadata = {
  title: "Unsubscribe from the newsletter",
  robots: { index: false, follow: false },
  // The link's token must not travel on to another site.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** /newsletter/unsubscribe/?email&token: the unsubscribe link of our e-mails (apps/api newsletter/service.ts). */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-lg px-4 py-10 lg:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Unsubscribe from the newsletter</h1>
      <NewsletterUnsubscribe email={first(query.email)} token={first(query.token)} />
    </div>
  );
}
