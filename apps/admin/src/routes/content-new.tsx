import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { STORY_KINDS, storyCreateBody } from "@petsies/contract/admin";
import { useCreateStory } from "../lib/content.ts";
import { useServerFieldErrors } from "../lib/server-field-errors.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { Button } from "../components/ui/Button.tsx";
import { SelectField, TextField } from "../components/ui/Field.tsx";
import { ErrorNotice } from "../components/ui/Notice.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";

const SERVER_FIELDS = { name: "name", fullSlug: "fullSlug", kind: "kind" } as const;

function NewStory() {
  const create = useCreateStory();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(storyCreateBody), defaultValues: { name: "", fullSlug: "", kind: "page" as const } });
  const notice = useServerFieldErrors(form, create.error, SERVER_FIELDS);
  const { errors } = form.formState;
  return (
    <>
      <PageHeader title="New story" documentTitle="New story" />
      <form
        noValidate
        className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={form.handleSubmit((body) => create.mutate(body, { onSuccess: (story) => void navigate({ to: "/content/$id", params: { id: String(story.id) } }) }))}
      >
        <ErrorNotice error={notice} />
        <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
        <TextField label="Address" hint="The page's path without slashes at the ends, like about or help/sizes; block stories usually start with blocks/" error={errors.fullSlug?.message} {...form.register("fullSlug")} />
        <SelectField label="Kind" hint="A page is shown at its address; a block is included in pages" error={errors.kind?.message} {...form.register("kind")}>
          {STORY_KINDS.map((k) => (
            <option key={k} value={k}>
              {k === "page" ? "Page" : "Block"}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" variant="primary" pending={create.isPending} pendingText="Creating…">
            Create story
          </Button>
        </div>
      </form>
    </>
  );
}

export default function NewStoryScreen() {
  return (
    <OwnerOnly title="New story">
      <NewStory />
    </OwnerOnly>
  );
}
