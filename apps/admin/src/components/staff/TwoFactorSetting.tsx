/** The owner's setting "staff two-factor required": production and support sign in with a code as owners do. */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { staffSettingsQueryOptions, useSetStaffSettings } from "../../lib/staff.ts";
import { CheckboxField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

export function TwoFactorSetting() {
  const settings = useQuery(staffSettingsQueryOptions);
  const save = useSetStaffSettings();
  // The choice just made, shown from the click until the answer (a controlled box would jump back meanwhile).
  const [saving, setSaving] = useState<boolean | null>(null);
  if (!settings.data) return <ErrorNotice error={settings.error} className="mb-4" />;
  return (
    <div className="mb-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <CheckboxField
        label="Production and support sign in with two-factor as well (owners always do)"
        checked={saving ?? settings.data.twoFactorRequired}
        disabled={save.isPending}
        onChange={(e) => {
          setSaving(e.target.checked);
          save.mutate({ twoFactorRequired: e.target.checked }, { onSettled: () => setSaving(null) });
        }}
      />
      <p className="text-sm text-slate-600">Saved as soon as you change it. A member without two-factor sets it up before anything else.</p>
      <ErrorNotice error={save.error} />
    </div>
  );
}
