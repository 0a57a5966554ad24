/**
 * The orders list's filters. They live in the URL: the form starts from the search params and "Apply" writes
 * them back (page back to 1), so a filtered list is a link to share.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { orderListQuery, type OrderListQuery } from "@petsies/contract/admin";
import { Button } from "../ui/Button.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { STATUS_OPTIONS } from "./status-options.ts";
import { blankToUndefined, withoutBlanks } from "../../lib/form-values.ts";

const filtersSchema = orderListQuery.pick({ q: true, status: true, paymentState: true, paymentMethod: true, from: true, to: true });
export type OrderFiltersValue = Pick<OrderListQuery, "q" | "status" | "paymentState" | "paymentMethod" | "from" | "to">;

const PAYMENT_STATES = orderListQuery.shape.paymentState.unwrap().options;
const PAYMENT_STATE_NAMES: Record<(typeof PAYMENT_STATES)[number], string> = { authorized: "Authorized", pending: "Pending", declined: "Declined" };

export function OrderFilters({ value, onApply, onClear }: { value: OrderFiltersValue; onApply: (filters: OrderFiltersValue) => void; onClear: () => void }) {
  const form = useForm({
    resolver: zodResolver(withoutBlanks(filtersSchema)),
    // Follows the URL (a board tile, Back): the form shows what the list shows.
    values: {
      q: value.q ?? "",
      status: value.status === undefined ? "" : String(value.status),
      paymentState: value.paymentState ?? "",
      paymentMethod: value.paymentMethod ?? "",
      from: value.from ?? "",
      to: value.to ?? "",
    } as Record<string, unknown>,
  });
  const { errors } = form.formState;
  const register = (name: keyof OrderFiltersValue) => form.register(name, { setValueAs: blankToUndefined });

  return (
    <form onSubmit={form.handleSubmit(onApply)} noValidate role="search" aria-label="Filter orders" className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Search" type="search" hint="Order number, e-mail, name or SKU" className="sm:col-span-2" error={errors.q?.message} {...register("q")} />
        <SelectField label="Item status" error={errors.status?.message} {...register("status")}>
          <option value="">Any status</option>
          {STATUS_OPTIONS.map((s) => (
            <option key={s.statusId} value={s.statusId}>
              {s.statusId}. {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Payment state" error={errors.paymentState?.message} {...register("paymentState")}>
          <option value="">Any state</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {PAYMENT_STATE_NAMES[state]}
            </option>
          ))}
        </SelectField>
        <TextField label="Payment method" hint="The code shown under each order's payment" error={errors.paymentMethod?.message} {...register("paymentMethod")} />
        <TextField label="Placed from" type="date" error={errors.from?.message} {...register("from")} />
        <TextField label="Placed to" type="date" error={errors.to?.message} {...register("to")} />
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
