/** How new reviews go live; owners change it, support reads it. */
import { useQuery } from "@tanstack/react-query";
import { REVIEW_MODERATIONS, type ReviewModeration } from "@petsies/contract/admin";
import { reviewSettingsQueryOptions, useSetReviewModeration } from "../../lib/reviews.ts";
import { isOwner, useSession } from "../../lib/session.ts";
import { SelectField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

const MODERATION_NAMES: Record<ReviewModeration, string> = {
  publish: "Publish a verified buyer's review at once (others wait)",
  hold: "Hold every review for approval",
};

export function ModerationSetting() {
  const { staff } = useSession();
  const settings = useQuery(reviewSettingsQueryOptions);
  const save = useSetReviewModeration();
  if (!settings.data) return <ErrorNotice error={settings.error} />;
  return (
    <div className="mb-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <SelectField
        label="New reviews"
        className="max-w-md"
        value={settings.data.moderation}
        disabled={!isOwner(staff.role) || save.isPending}
        hint={isOwner(staff.role) ? "Saved as soon as you choose" : "Only the owner changes this"}
        onChange={(e) => save.mutate(e.target.value as ReviewModeration)}
      >
        {REVIEW_MODERATIONS.map((m) => (
          <option key={m} value={m}>
            {MODERATION_NAMES[m]}
          </option>
        ))}
      </SelectField>
      <ErrorNotice error={save.error} />
    </div>
  );
}
