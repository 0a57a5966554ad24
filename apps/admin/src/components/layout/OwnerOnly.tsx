import type { ReactNode } from "react";
import { isOwner } from "../../lib/session.ts";
import { RoleOnly } from "./RoleOnly.tsx";

/** Screens for the owner alone. */
export function OwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RoleOnly title={title} allowed={isOwner} refusal="Only the shop's owner can open this page.">
      {children}
    </RoleOnly>
  );
}
