/** A new rewrite: the old path, the page it now goes to, and whether for good (301) or for a while (302). */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { newUrlRewriteBody } from "@petsies/contract/admin";
import { useAddUrlRewrite } from "../../lib/url-rewrites.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { RadioGroupField, TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";

/** The radios give text; the contract takes the number. */
const addRewriteForm = z
  .object({ requestPath: z.string(), targetPath: z.string(), redirectType: z.enum(["301", "302"]) })
  .transform((v) => ({ ...v, redirectType: Number(v.redirectType) as 301 | 302 }))
  .pipe(newUrlRewriteBody);
const FIELDS = { requestPath: "requestPath", targetPath: "targetPath", redirectType: "redirectType" } as const;
const TYPES = [
  { value: "301", label: "Permanent (301)", hint: "The old address is gone for good; search engines move to the new one" },
  { value: "302", label: "Temporary (302)", hint: "For a while, e.g. during a campaign" },
] as const;

export function AddRewriteForm() {
  const add = useAddUrlRewrite();
  const form = useForm({ resolver: zodResolver(addRewriteForm), defaultValues: { requestPath: "", targetPath: "", redirectType: "301" as const } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, add.error, FIELDS);
  return (
    <form
      onSubmit={form.handleSubmit((body) => add.mutate(body, { onSuccess: () => form.reset() }))}
      noValidate
      aria-labelledby="add-rewrite"
      className="mb-6 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="add-rewrite" className="text-lg font-semibold text-slate-900">
        Add a rewrite
      </h2>
      {add.isSuccess ? <Notice tone="success">The rewrite is added.</Notice> : null}
      <ErrorNotice error={unplaced} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Old path" hint="e.g. /old-page/" autoComplete="off" error={errors.requestPath?.message} {...form.register("requestPath")} />
        <TextField label="New path" hint="A product, category or story of the shop" autoComplete="off" error={errors.targetPath?.message} {...form.register("targetPath")} />
      </div>
      <RadioGroupField legend="Redirect" options={TYPES} error={errors.redirectType?.message} {...form.register("redirectType")} />
      <div>
        <Button type="submit" variant="primary" pending={add.isPending} pendingText="Adding…">
          Add rewrite
        </Button>
      </div>
    </form>
  );
}
