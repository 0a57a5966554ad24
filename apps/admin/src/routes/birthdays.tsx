import { useState } from "react";
import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { BIRTHDAY_WINDOWS } from "@petsies/contract/admin";
import { birthdaysQueryOptions } from "../lib/birthdays.ts";
import { formatDay } from "../lib/dates.ts";
import { BirthdayCard } from "../components/birthdays/BirthdayCard.tsx";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { Pagination } from "../components/ui/Pagination.tsx";
import { SearchForm } from "../components/ui/SearchForm.tsx";
import { SelectField } from "../components/ui/Field.tsx";

const route = getRouteApi("/signed-in/shell/birthdays");

const WINDOW_NAMES: Record<(typeof BIRTHDAY_WINDOWS)[number], string> = { 7: "The next 7 days", 30: "The next 30 days", 90: "The next 90 days", 366: "The next year" };

/** Pet birthdays shoppers shared with the artists: whose is coming, soonest first, and whether the greeting is sent. */
function Birthdays() {
  const { days, page, pageSize } = route.useSearch();
  const navigate = route.useNavigate();
  const birthdays = useQuery(birthdaysQueryOptions({ days, page, pageSize }));
  const form = useForm({ values: { days: String(days) } });
  const [marked, setMarked] = useState("");
  return (
    <>
      <PageHeader title="Birthdays" documentTitle="Birthdays" />
      <SearchForm
        label="Birthdays coming up"
        submitLabel="Show"
        onSubmit={form.handleSubmit(({ days: next }) => navigate({ search: { days: Number(next), pageSize, page: 1 } }))}
        onClear={() => navigate({ search: { pageSize } })}
      >
        <SelectField label="Birthdays within" hint=" " className="basis-56" {...form.register("days")}>
          {/* A window typed into the address that is not one of these is still shown as it is. */}
          {[...new Set([...BIRTHDAY_WINDOWS, days])].map((d) => (
            <option key={d} value={d}>
              {WINDOW_NAMES[d as (typeof BIRTHDAY_WINDOWS)[number]] ?? `The next ${d} days`}
            </option>
          ))}
        </SelectField>
      </SearchForm>
      <p role="status" className={marked ? "mb-4 text-sm text-slate-800" : "sr-only"}>
        {marked}
      </p>
      <ErrorNotice error={birthdays.error} className="mb-4" />
      {birthdays.data ? (
        <div className={`flex flex-col gap-4 ${birthdays.isPlaceholderData ? "opacity-60" : ""}`}>
          <p className="text-sm text-slate-700">
            {birthdays.data.total === 1 ? "1 birthday" : `${birthdays.data.total} birthdays`} from {formatDay(birthdays.data.today)} (UTC)
          </p>
          {birthdays.data.birthdays.length === 0 ? <Notice>No pet has a birthday in these days.</Notice> : null}
          {birthdays.data.birthdays.map((pet) => (
            <BirthdayCard key={pet.id} pet={pet} today={birthdays.data.today} onMarked={setMarked} />
          ))}
          <Pagination page={page} pageSize={pageSize} total={birthdays.data.total} noun="birthdays" onPageChange={(next) => navigate({ search: (prev) => ({ ...prev, page: next }) })} />
        </div>
      ) : birthdays.isPending ? (
        <Loading label="Loading birthdays…" />
      ) : null}
    </>
  );
}

export default function BirthdaysScreen() {
  return (
    <CustomerServiceOnly title="Birthdays">
      <Birthdays />
    </CustomerServiceOnly>
  );
}
