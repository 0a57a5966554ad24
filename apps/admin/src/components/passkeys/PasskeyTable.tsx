import type { StaffPasskey } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { useRemovePasskey } from "../../lib/passkeys.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

export function PasskeyTable({ passkeys }: { passkeys: StaffPasskey[] }) {
  const remove = useRemovePasskey();
  return (
    <>
      <ErrorNotice error={remove.error} className="mb-4" />
      <Table caption="Your passkeys">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Added</Th>
            <Th>Last used</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {passkeys.length === 0 ? (
            <EmptyRow colSpan={4}>No passkeys yet.</EmptyRow>
          ) : (
            passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <Th scope="row">{passkey.name}</Th>
                <Td>{formatDateTime(passkey.createdAt)}</Td>
                <Td>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : "Never"}</Td>
                <Td>
                  <Button size="sm" variant="ghost" pending={remove.isPending && remove.variables === passkey.id} pendingText="Removing…" onClick={() => remove.mutate(passkey.id)}>
                    Remove <span className="sr-only">{passkey.name}</span>
                  </Button>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </>
  );
}
