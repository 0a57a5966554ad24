import type { ReactNode } from "react";
import type { StaffRole } from "@petsies/contract/admin";
import { useSession } from "../../lib/session.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { Notice } from "../ui/Notice.tsx";

/** A screen for some roles only; others reaching the address by link see why it is empty. */
export function RoleOnly({ title, allowed, refusal, children }: { title: string; allowed: (role: StaffRole) => boolean; refusal: string; children: ReactNode }) {
  const { staff } = useSession();
  if (allowed(staff.role)) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} documentTitle={title} />
      <Notice tone="warning">{refusal}</Notice>
    </>
  );
}
