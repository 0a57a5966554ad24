/** A new subcategory of the selected one, last under it; an empty URL key is made from the name. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { newCategoryBody, type CategoryDetailAnswer } from "@petsies/contract/admin";
import { useCreateCategory } from "../../lib/categories.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

const newCategoryForm = newCategoryBody.pick({ name: true, urlKey: true });
const FIELDS = { name: "name", urlKey: "urlKey" } as const;

export function NewCategoryForm({ parent, onCreated }: { parent: { id: number; name: string }; onCreated: (category: CategoryDetailAnswer) => void }) {
  const create = useCreateCategory();
  const form = useForm({ resolver: zodResolver(newCategoryForm), defaultValues: { name: "", urlKey: "" } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, create.error, FIELDS);
  return (
    <form
      noValidate
      aria-label={`New subcategory of ${parent.name}`}
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((fields) =>
        create.mutate({ ...fields, parentId: parent.id, description: "", active: true }, { onSuccess: (category) => { form.reset(); onCreated(category); } }),
      )}
    >
      <ErrorNotice error={unplaced} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="Name of the subcategory" error={errors.name?.message} {...form.register("name")} />
        <TextField label="Its URL key" autoComplete="off" hint="Leave empty to make it from the name" error={errors.urlKey?.message} {...form.register("urlKey")} />
      </div>
      <div>
        <Button type="submit" pending={create.isPending} pendingText="Adding…">
          Add subcategory
        </Button>
      </div>
    </form>
  );
}
