import type { Metadata } from "next";
import { Authenticate } from "../../../components/account/Authenticate.tsx";

export const metadata: Metadata = {
  title: "Signing in",
  robots: { index: false, follow: false },
  // The link's token must not travel on to another site.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** /authenticate/?token&email: the passwordless sign-in link (spec §2). */
export default async function AuthenticatePage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-lg px-4 py-10 lg:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Signing in</h1>
      <Authenticate email={first(query.email)} token={first(query.token)} />
    </div>
  );
}
