import type { Metadata } from "next";
import { SignUp } from "../../../components/account/SignUp.tsx";
import { queryOf } from "../../../lib/user/redirect.ts";

export const metadata: Metadata = {
  title: "Create an account",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignUpPage({ searchParams }: Props) {
  const query = queryOf(await searchParams);
  return (
    <div className="mx-auto max-w-lg px-4 py-10 lg:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Create an account</h1>
      <SignUp query={query} />
    </div>
  );
}
