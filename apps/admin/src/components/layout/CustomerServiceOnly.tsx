import type { ReactNode } from "react";
import { servesCustomers } from "../../lib/session.ts";
import { RoleOnly } from "./RoleOnly.tsx";

/** Screens about customers: the owner and support staff. */
export function CustomerServiceOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RoleOnly title={title} allowed={servesCustomers} refusal="Only the shop's owner and support staff can open this page.">
      {children}
    </RoleOnly>
  );
}
