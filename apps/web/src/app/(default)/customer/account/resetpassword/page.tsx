import type { Metadata } from "next";
import { ResetPassword } from "../../../../../components/account/ResetPassword.tsx";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** /customer/account/resetpassword/?token&email (optional id): the password reset link (spec §2). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Choose a new password</h1>
      <ResetPassword token={first(query.token)} email={first(query.email)} />
    </div>
  );
}
