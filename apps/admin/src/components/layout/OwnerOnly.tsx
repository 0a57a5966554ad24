import type { ReactNode } from "react";
import { isOwner, useSession } from "../../lib/session.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { Notice } from "../ui/Notice.tsx";

/** Screens for the owner alone; others reaching the address by link see why it is empty. */
export function OwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { staff } = useSession();
  if (isOwner(staff.role)) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} documentTitle={title} />
      <Notice tone="warning">Only the shop's owner can open this page.</Notice>
    </>
  );
}
