import { STAFF_ROLE_NAMES, type StaffMember } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/money.ts";
import { BASE_CURRENCY } from "@petsies/domain";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { AccessDialog } from "./AccessDialog.tsx";
import { EditMemberDialog } from "./EditMemberDialog.tsx";


export function StaffTable({ staff, currentStaffId }: { staff: StaffMember[]; currentStaffId: number }) {
  return (
    <Table caption="Staff members" minWidth="min-w-[52rem]">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Role</Th>
          <Th>Two-factor</Th>
          <Th>Access</Th>
          <Th>Refund limit</Th>
          <Th>Last sign-in</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {staff.length === 0 ? (
          <EmptyRow colSpan={7}>No staff yet.</EmptyRow>
        ) : (
          staff.map((member) => (
            <tr key={member.id} className={member.disabled ? "bg-slate-50" : ""}>
              <Th scope="row">
                <span className="block font-medium text-slate-900">
                  {member.name}
                  {member.id === currentStaffId ? <span className="font-normal text-slate-600"> (you)</span> : null}
                </span>
                <span className="block text-slate-600">{member.email}</span>
              </Th>
              <Td>{STAFF_ROLE_NAMES[member.role]}</Td>
              <Td>{member.totpEnabled ? "On" : "Off"}</Td>
              <Td>{member.disabled ? <span className="font-medium text-red-800">Disabled</span> : "Active"}</Td>
              <Td className="tabular-nums">
                {member.role !== "support" ? "—" : member.refundLimitCents === null ? "No refunds" : formatMoney(member.refundLimitCents, BASE_CURRENCY)}
              </Td>
              <Td className="whitespace-nowrap">{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"}</Td>
              <Td>
                <div className="flex flex-wrap justify-end gap-2">
                  <EditMemberDialog member={member} />
                  {member.id === currentStaffId ? null : <AccessDialog member={member} />}
                </div>
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
