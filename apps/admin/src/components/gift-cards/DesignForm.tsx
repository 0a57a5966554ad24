/**
 * A gift card design's form: its name, its code (new designs only: carts and links name it), and its picture,
 * one of the products' pictures or a file uploaded here (cleaned by the API as product pictures are).
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { giftCardDesignCreateBody, type GiftCardDesignCreateBody, type GiftCardDesignRow } from "@petsies/contract/admin";
import { designProductPicturesQueryOptions, uploadDesignPicture, useCreateDesign, useUpdateDesign } from "../../lib/gift-cards.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { PicturePicker, type ChosenPicture } from "../ui/PicturePicker.tsx";

const FIELDS = { code: "code", name: "name", image: "image" } as const;

/** Adding a design (no `design`) or editing one. */
export function DesignForm({ design, onDone }: { design?: GiftCardDesignRow; onDone: (message: string) => void }) {
  const create = useCreateDesign();
  const update = useUpdateDesign(design?.id ?? 0);
  const mutation = design ? update : create;
  const [chosen, setChosen] = useState<ChosenPicture | null>(design ? { image: design.image, imageUrl: design.imageUrl } : null);
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
        legend="Picture"
        chosen={chosen}
        chosenText="The card shows this picture."
        searchLabel="Find a product's picture"
        noneFound="No product has a picture by that name."
        pictures={designProductPicturesQueryOptions}
        upload={uploadDesignPicture}
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
