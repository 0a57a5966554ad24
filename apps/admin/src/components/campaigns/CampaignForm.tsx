/**
 * A campaign: its schedule, its discounts by product and by category, its countdown banner with a live
 * preview, and the code its links carry. Refusals show at their fields, the schema's before sending and the
 * API's (an unknown sku, a directive naming an unknown product, a taken code) after.
 */
import { useQuery } from "@tanstack/react-query";
import { useFieldArray, useForm, type UseFormReturn } from "react-hook-form";
import type { CampaignBody } from "@petsies/contract/admin";
import { campaignCategoriesQueryOptions } from "../../lib/campaigns.ts";
import { designProductPicturesQueryOptions } from "../../lib/gift-cards.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { PicturePicker } from "../ui/PicturePicker.tsx";
import { BannerPreview } from "./BannerPreview.tsx";
import { CAMPAIGN_FIELDS, campaignResolver, type CampaignFormValues } from "./campaign-form.ts";

type Form = UseFormReturn<CampaignFormValues, unknown, CampaignBody>;

const sectionClass = "flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4";
const headingClass = "text-lg font-semibold text-slate-900";

function ProductDiscounts({ form }: { form: Form }) {
  const lines = useFieldArray({ control: form.control, name: "productDiscounts" });
  const errors = form.formState.errors.productDiscounts;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Products</legend>
      {lines.fields.length === 0 ? <p className="text-sm text-slate-600">No product has its own discount.</p> : null}
      {lines.fields.map((line, i) => (
        <div key={line.id} className="flex flex-wrap items-start gap-3">
          <TextField label={`Product ${i + 1} sku`} autoComplete="off" className="min-w-0 flex-1 basis-56" error={errors?.[i]?.sku?.message} {...form.register(`productDiscounts.${i}.sku`)} />
          <TextField label={`Product ${i + 1} percent off`} inputMode="numeric" className="w-36" error={errors?.[i]?.percent?.message} {...form.register(`productDiscounts.${i}.percent`)} />
          <TextField label={`Product ${i + 1} amount off ($)`} inputMode="decimal" className="w-40" error={errors?.[i]?.amount?.message} {...form.register(`productDiscounts.${i}.amount`)} />
          <Button variant="ghost" className="mt-6" onClick={() => lines.remove(i)} aria-label={`Remove product ${i + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button size="sm" onClick={() => lines.append({ sku: "", percent: "", amount: "" })}>
          Add a product
        </Button>
      </div>
    </fieldset>
  );
}

function CategoryDiscounts({ form }: { form: Form }) {
  const lines = useFieldArray({ control: form.control, name: "categoryDiscounts" });
  const categories = useQuery(campaignCategoriesQueryOptions);
  const errors = form.formState.errors.categoryDiscounts;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Categories</legend>
      <p className="text-sm text-slate-600">Every product of the category, unless the product has its own discount above.</p>
      <ErrorNotice error={categories.error} />
      {lines.fields.map((line, i) => (
        <div key={line.id} className="flex flex-wrap items-start gap-3">
          <SelectField label={`Category ${i + 1}`} className="min-w-0 flex-1 basis-56" error={errors?.[i]?.categoryId?.message} {...form.register(`categoryDiscounts.${i}.categoryId`)}>
            <option value="">Choose…</option>
            {(categories.data?.categories ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField label={`Category ${i + 1} percent off`} inputMode="numeric" className="w-36" error={errors?.[i]?.percent?.message} {...form.register(`categoryDiscounts.${i}.percent`)} />
          <TextField label={`Category ${i + 1} amount off ($)`} inputMode="decimal" className="w-40" error={errors?.[i]?.amount?.message} {...form.register(`categoryDiscounts.${i}.amount`)} />
          <Button variant="ghost" className="mt-6" onClick={() => lines.remove(i)} aria-label={`Remove category ${i + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button size="sm" onClick={() => lines.append({ categoryId: "", percent: "", amount: "" })}>
          Add a category
        </Button>
      </div>
    </fieldset>
  );
}

function BannerFields({ form, version }: { form: Form; version: number | null }) {
  const errors = form.formState.errors.banner;
  const hasBanner = form.watch("hasBanner");
  return (
    <section aria-labelledby="campaign-banner" className={sectionClass}>
      <h2 id="campaign-banner" className={headingClass}>
        Countdown banner
      </h2>
      <CheckboxField label="Show a countdown banner to shoppers" {...form.register("hasBanner")} />
      {hasBanner ? (
        <>
          <p className="text-sm text-slate-600">
            It counts down to the campaign's end.{" "}
            {version !== null ? `Shoppers see version ${version}; a new title, description or colour is a new version, shown again to those who closed it.` : null}
          </p>
          <TextField label="Title" error={errors?.title?.message} {...form.register("banner.title")} />
          <TextAreaField
            label="Description"
            rows={3}
            hint={
              <>
                Shown under Details. Directives: {"{{productPrice sku,true,plain}}"} (the campaign's price), {"{{productSpecificPrice sku,regular}}"},{" "}
                {"{{orderedPlushiesCount}}"}, {"{{priceValue 29.99}}"}.
              </>
            }
            error={errors?.description?.message}
            {...form.register("banner.description")}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <TextField label="Background colour" hint="Six hex digits, like 1e3a5f" autoComplete="off" error={errors?.backgroundColor?.message} {...form.register("banner.backgroundColor")} />
            <TextField label="Text colour" hint="Readable on the background" autoComplete="off" error={errors?.textColor?.message} {...form.register("banner.textColor")} />
            <TextField label="Numbers colour" hint="The countdown's digits" autoComplete="off" error={errors?.numbersColor?.message} {...form.register("banner.numbersColor")} />
          </div>
          <TextAreaField
            label="Pages without the banner"
            rows={3}
            hint="One path per line; a page whose path contains one never shows it, e.g. /checkout/"
            error={errors?.blacklistUrls?.message}
            {...form.register("banner.blacklistUrls")}
          />
          <BannerPreview form={form} />
        </>
      ) : null}
    </section>
  );
}

function ImageBannerFields({ form }: { form: Form }) {
  const errors = form.formState.errors.imageBanner;
  const [image, imageUrl] = form.watch(["imageBanner.image", "imageBanner.imageUrl"]);
  const choose = (picture: { image: string; imageUrl: string }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("imageBanner.image", picture.image, options);
    form.setValue("imageBanner.imageUrl", picture.imageUrl, options);
  };
  return (
    <section aria-labelledby="campaign-image-banner" className={sectionClass}>
      <h2 id="campaign-image-banner" className={headingClass}>
        Image banner
      </h2>
      <p className="text-sm text-slate-600">
        Optional. Shoppers see the picture with the countdown banner's description, when they open its Details, on phones and computers alike.
      </p>
      <input type="hidden" {...form.register("imageBanner.image")} />
      <PicturePicker
        legend="Picture"
        chosen={image ? { image, imageUrl } : null}
        chosenText="Shoppers see this picture."
        searchLabel="Find a product's picture"
        noneFound="No product has a picture by that name."
        pictures={designProductPicturesQueryOptions}
        error={errors?.image?.message}
        onChoose={choose}
      />
      {image ? (
        <div>
          <Button size="sm" onClick={() => (["image", "imageUrl", "alt", "link"] as const).forEach((f) => form.setValue(`imageBanner.${f}`, "", { shouldDirty: true }))}>
            Remove the picture
          </Button>
        </div>
      ) : null}
      <TextField label="Picture's alt text" hint="What the picture shows, for shoppers who cannot see it" autoComplete="off" error={errors?.alt?.message} {...form.register("imageBanner.alt")} />
      <TextField
        label="Picture's link"
        hint="Optional: where the picture takes shoppers, a shop path like /petsies-huggables/create/ or an https:// address"
        autoComplete="off"
        error={errors?.link?.message}
        {...form.register("imageBanner.link")}
      />
    </section>
  );
}

export function CampaignForm({
  kind,
  defaultValues,
  onSubmit,
  pending,
  error,
  bannerVersion = null,
}: {
  kind: "new" | "edit";
  defaultValues: CampaignFormValues;
  onSubmit: (body: CampaignBody) => void;
  pending: boolean;
  error: unknown;
  bannerVersion?: number | null;
}) {
  const form = useForm<CampaignFormValues, unknown, CampaignBody>({ resolver: campaignResolver, defaultValues });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, error, CAMPAIGN_FIELDS);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex max-w-3xl flex-col gap-6">
      <ErrorNotice error={unplaced ?? (errors.root ? new Error(errors.root.message) : null)} />
      <section aria-labelledby="campaign-schedule" className={sectionClass}>
        <h2 id="campaign-schedule" className={headingClass}>
          Schedule
        </h2>
        <TextField label="Name" hint="For the team; shoppers do not see it" error={errors.name?.message} {...form.register("name")} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Starts" type="datetime-local" hint="In your time zone" error={errors.startsAt?.message} {...form.register("startsAt")} />
          <TextField label="Ends" type="datetime-local" hint="The banner's countdown ends here too" error={errors.endsAt?.message} {...form.register("endsAt")} />
        </div>
      </section>

      <section aria-labelledby="campaign-discounts" className={sectionClass}>
        <h2 id="campaign-discounts" className={headingClass}>
          Discounts
        </h2>
        <p className="text-sm text-slate-600">
          Each line takes a whole percent or a fixed amount off each unit of the product's own price (never below $0.00), in the shop and in the cart
          alike. A product in several discounted categories gets the one that leaves it cheapest.
        </p>
        <ProductDiscounts form={form} />
        <CategoryDiscounts form={form} />
      </section>

      <BannerFields form={form} version={bannerVersion} />

      <ImageBannerFields form={form} />

      <section aria-labelledby="campaign-links" className={sectionClass}>
        <h2 id="campaign-links" className={headingClass}>
          Links
        </h2>
        <TextField
          label="Campaign code"
          autoComplete="off"
          className="max-w-sm"
          hint="Letters, digits, dashes. A shop link that carries it as data (…/?data=CODE; the campaign's landing link, and the cart-recovery e-mails) puts the shopper and their cart in this campaign while it runs."
          error={errors.code?.message}
          {...form.register("code")}
        />
      </section>

      <div className="flex justify-end">
        <Button type="submit" variant="primary" pending={pending} pendingText="Saving…">
          {kind === "new" ? "Create campaign" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
