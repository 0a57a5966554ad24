/** The audit log's filters, kept in the URL like the orders list's. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { auditQuery, type AuditQuery } from "@petsies/contract/admin";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = auditQuery.pick({ staff: true, action: true, entityType: true, entityId: true, from: true, to: true });
export type AuditFiltersValue = Pick<AuditQuery, "staff" | "action" | "entityType" | "entityId" | "from" | "to">;

export function AuditFilters({ value, onApply, onClear }: { value: AuditFiltersValue; onApply: (filters: AuditFiltersValue) => void; onClear: () => void }) {
  const form = useForm({
    resolver: zodResolver(withoutBlanks(filtersSchema)),
    // Follows the URL (a board tile, Back): the form shows what the list shows.
    values: {
      staff: value.staff ?? "",
      action: value.action ?? "",
      entityType: value.entityType ?? "",
      entityId: value.entityId ?? "",
      from: value.from ?? "",
      to: value.to ?? "",
    },
  });
  const { errors } = form.formState;
  const register = (name: keyof AuditFiltersValue) => form.register(name, { setValueAs: blankToUndefined });

  return (
    <form onSubmit={form.handleSubmit(onApply)} noValidate role="search" aria-label="Filter the audit log" className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Staff e-mail" type="search" error={errors.staff?.message} {...register("staff")} />
        <TextField label="Action" type="search" hint="e.g. order_item.status, staff.create" error={errors.action?.message} {...register("action")} />
        <TextField label="Entity type" type="search" hint="e.g. order_item, staff, order" error={errors.entityType?.message} {...register("entityType")} />
        <TextField label="Entity id" type="search" error={errors.entityId?.message} {...register("entityId")} />
        <TextField label="From" type="date" error={errors.from?.message} {...register("from")} />
        <TextField label="To" type="date" error={errors.to?.message} {...register("to")} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button onClick={onClear}>Clear filters</Button>
      </div>
    </form>
  );
}
