import { useQuery } from "@tanstack/react-query";
import { staffListQueryOptions } from "../lib/staff.ts";
import { useSession } from "../lib/session.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";
import { AddMemberDialog } from "../components/staff/AddMemberDialog.tsx";
import { StaffTable } from "../components/staff/StaffTable.tsx";
import { TwoFactorSetting } from "../components/staff/TwoFactorSetting.tsx";

function StaffList() {
  const { staff: me } = useSession();
  const staff = useQuery(staffListQueryOptions);
  return (
    <>
      <PageHeader title="Staff" documentTitle="Staff">
        <AddMemberDialog />
      </PageHeader>
      <TwoFactorSetting />
      <ErrorNotice error={staff.error} className="mb-4" />
      {staff.data ? <StaffTable staff={staff.data.staff} currentStaffId={me.id} /> : staff.isPending ? <Loading label="Loading staff…" /> : null}
    </>
  );
}

export default function StaffScreen() {
  return (
    <OwnerOnly title="Staff">
      <StaffList />
    </OwnerOnly>
  );
}
