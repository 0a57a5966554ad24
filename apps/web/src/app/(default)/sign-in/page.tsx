import type { Metadata } from "next";
import { SignIn } from "../../../components/account/SignIn.tsx";
import { queryOf } from "../../../lib/user/redirect.ts";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Route sign-in-redirect (spec §2): the auth guard's destination, with redirect-target in the query. */
export default async function SignInPage({ searchParams }: Props) {
  const query = queryOf(await searchParams);
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Sign in</h1>
      <SignIn query={query} />
    </div>
  );
}
