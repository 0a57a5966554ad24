/**
 * A gift card design's form: its name, its code (new designs only: carts and links name it), and its picture,
 * one of the products' pictures or a file uploaded here (cleaned by the API as product pictures are).
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { giftCardDesignCreateBody, type GiftCardDesignCreateBody, type GiftCardDesignRow } from "@petsies/contract/admin";
import { designProductPicturesQueryOptions, uploadDesignPicture, useCreateDesign, useUpdateDesign } from "../../lib/gift-cards.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

const FIELDS = { code: "code", name: "name", image: "image" } as const;

interface Chosen {
  image: string;
  imageUrl: string;
}

function PicturePicker({ chosen, onChoose, error }: { chosen: Chosen | null; onChoose: (picture: Chosen) => void; error: string | undefined }) {
  const [q, setQ] = useState("");
  const pictures = useQuery(designProductPicturesQueryOptions(q.trim()));
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploaded, setUploaded] = useState<Chosen[]>([]);
  const choices = [...uploaded.map((u) => ({ ...u, productName: "Uploaded file" })), ...(pictures.data?.pictures ?? []).filter((p) => !uploaded.some((u) => u.image === p.image))];
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setUploading(0);
    try {
      const picture = await uploadDesignPicture(file, setUploading);
      setUploaded((prev) => [picture, ...prev]);
      onChoose(picture);
    } catch (err) {
      setUploadError(err);
    } finally {
      setUploading(null);
    }
  };
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? "design-picture-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Picture</legend>
      {chosen ? (
        <p className="flex items-center gap-3 text-sm text-slate-700">
          <img src={chosen.imageUrl} alt="" width={180} height={80} className="h-20 w-[180px] rounded border border-slate-200 object-cover" />
          The card shows this picture.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <TextField label="Find a product's picture" type="search" autoComplete="off" className="w-64" value={q} onChange={(e) => setQ(e.target.value)} />
        <div className="flex flex-col gap-1">
          <label htmlFor="design-file" className="text-sm font-medium text-slate-800">
            Or upload a file
          </label>
          <input id="design-file" type="file" accept="image/jpeg,image/png,image/webp,image/heic" className="text-sm" onChange={(e) => void onFile(e.target.files?.[0])} />
        </div>
      </div>
      {uploading !== null ? <p className="text-sm text-slate-700">Uploading… {Math.round(uploading * 100)}%</p> : null}
      <ErrorNotice error={uploadError ?? pictures.error} />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="Pictures to choose from">
        {choices.map((p) => (
          <li key={p.image}>
            <button
              type="button"
              onClick={() => onChoose({ image: p.image, imageUrl: p.imageUrl })}
              aria-pressed={chosen?.image === p.image}
              className="flex w-full flex-col items-center gap-1 rounded border border-slate-300 p-1 text-xs text-slate-800 aria-pressed:border-indigo-700 aria-pressed:ring-2 aria-pressed:ring-indigo-700"
            >
              <img src={p.imageUrl} alt="" width={96} height={96} className="h-24 w-24 object-cover" />
              <span>{p.productName}</span>
            </button>
          </li>
        ))}
      </ul>
      {pictures.data && choices.length === 0 ? <p className="text-sm text-slate-700">No product has a picture by that name.</p> : null}
      {error ? (
        <p id="design-picture-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Adding a design (no `design`) or editing one. */
export function DesignForm({ design, onDone }: { design?: GiftCardDesignRow; onDone: (message: string) => void }) {
  const create = useCreateDesign();
  const update = useUpdateDesign(design?.id ?? 0);
  const mutation = design ? update : create;
  const [chosen, setChosen] = useState<Chosen | null>(design ? { image: design.image, imageUrl: design.imageUrl } : null);
  const form = useForm<GiftCardDesignCreateBody>({
    resolver: zodResolver(giftCardDesignCreateBody),
    defaultValues: { code: design?.code ?? "", name: design?.name ?? "", image: design?.image ?? "" },
  });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, mutation.error, FIELDS);
  const headingId = design ? `edit-design-${design.id}` : "add-design";
  const submit = form.handleSubmit((body) => {
    if (design) update.mutate({ name: body.name, image: body.image }, { onSuccess: (d) => onDone(`“${d.name}” is saved.`) });
    else
      create.mutate(body, {
        onSuccess: (d) => {
          form.reset();
          setChosen(null);
          onDone(`“${d.name}” is added and offered on the storefront.`);
        },
      });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mb-6 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {design ? `Edit “${design.name}”` : "Add a design"}
      </h2>
      <ErrorNotice error={unplaced} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" hint="Shoppers see it under the picture" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Code"
          hint={design ? "Kept: carts and cards name the design by it" : "Lowercase letters, digits and dashes, e.g. spring-paws"}
          autoComplete="off"
          readOnly={Boolean(design)}
          error={errors.code?.message}
          {...form.register("code")}
        />
      </div>
      <PicturePicker
        chosen={chosen}
        error={errors.image?.message}
        onChoose={(picture) => {
          setChosen(picture);
          form.setValue("image", picture.image, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" pending={mutation.isPending} pendingText="Saving…">
          {design ? "Save design" : "Add design"}
        </Button>
        {design ? <Button onClick={() => onDone("")}>Cancel</Button> : null}
      </div>
    </form>
  );
}
