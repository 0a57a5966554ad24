/**
 * The selected block's fields, as the story schema allows them for its type (spec §3), each with its label
 * and the API's problem at the field. An empty optional field is left out of the block.
 */
import { useId, useState } from "react";
import { imageUrl, VIDEO_ASPECT_RATIOS, VIDEO_PROVIDERS, type RichTextDoc } from "@petsies/domain";
import { BLOCK_SIDE_MAX, BLOCK_SIDE_MIN, BLOCK_SIDES, blockSideProblem } from "@petsies/contract/admin";
import { contentPicturesQueryOptions, uploadContentPicture } from "../../lib/content.ts";
import { Button } from "../ui/Button.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { PicturePicker } from "../ui/PicturePicker.tsx";
import { BLOCK_TYPE_NAMES, type Block } from "./block-tree.ts";
import { RichTextEditor } from "./RichTextEditor.tsx";

interface TextSpec {
  key: string;
  label: string;
  required?: boolean;
  hint?: string;
}

const IMAGE_HINT = "Chosen from the stored pictures, or a stored picture's key typed here, like catalog/pillow.webp";
const TEXT_FIELDS: Record<string, TextSpec[]> = {
  page: [
    { key: "title", label: "Title", required: true },
    { key: "description", label: "Description for search engines" },
  ],
  page_section: [
    { key: "title", label: "Title" },
    { key: "subtitle", label: "Subtitle" },
    { key: "image", label: "Picture" },
    { key: "image_alt", label: "Picture description" },
  ],
  tile: [
    { key: "title", label: "Title", required: true },
    { key: "image", label: "Picture" },
    { key: "image_alt", label: "Picture description" },
  ],
  block_reference: [{ key: "reference", label: "Block story to include", required: true, hint: "The full slug of a block story, like blocks/guarantee" }],
  category_description: [{ key: "category_slug", label: "Category", required: true, hint: "The category's slug, like forevers" }],
  product_description: [{ key: "sku", label: "Product sku", required: true }],
};
const WITH_TEXT = new Set(["page_section", "tile"]);
const WITH_LINK = new Set(["page_section", "tile"]);
const WITH_VIDEO = new Set(["page_section"]);
const SIDE_NAMES = { top: "Top", right: "Right", bottom: "Bottom", left: "Left" } as const;
const SIDE_FIELDS = ["margin", "padding"].flatMap((box) => [box, ...BLOCK_SIDES.map((side) => `${box}.${side}`)]);
const SHOWN_ELSEWHERE = new Set([
  ...["", "text", "link", "link.url", "link.label", "video", "video.provider", "video.id", "video.title", "video.aspect_ratio"],
  ...["css_classes", "background_color", "alignment", "display", ...SIDE_FIELDS],
]);

const str = (v: unknown) => (typeof v === "string" ? v : "");
const obj = (v: unknown) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {});

function set(block: Block, key: string, value: string, required = false): Block {
  const next = { ...block };
  if (value === "" && !required) delete next[key];
  else next[key] = value;
  return next;
}

function setPart(block: Block, key: "link" | "video", part: string, value: string): Block {
  const current = { ...obj(block[key]) };
  if (value === "") delete current[part];
  else current[part] = value;
  const next = { ...block };
  if (Object.values(current).every((v) => v === "" || v === undefined)) delete next[key];
  else next[key] = current;
  return next;
}

/** A block's picture: its key typed, or chosen from the stored pictures (the stories' own and the products'), with a thumbnail. */
function PictureField({ label, value, required, error, onChange }: { label: string; value: string; required?: boolean | undefined; error: string | undefined; onChange: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  const keyField = <TextField label={`${label} key`} hint={IMAGE_HINT} required={required} className="min-w-0 basis-72" autoComplete="off" value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
  const chooser = (
    <Button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
      {open ? "Close the pictures" : value ? "Choose another picture" : "Choose a picture"}
    </Button>
  );
  if (open)
    return (
      <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
        <PicturePicker
          legend={label}
          chosen={value ? { image: value, imageUrl: imageUrl(value, "thumbnail") } : null}
          chosenText="The block shows this picture once the draft is saved."
          searchLabel="Find a picture"
          noneFound="No stored picture matches: try a product's or a story's name, or upload a file."
          pictures={contentPicturesQueryOptions}
          upload={uploadContentPicture}
          error={undefined}
          onChoose={(picture) => onChange(picture.image)}
        >
          {keyField}
        </PicturePicker>
        <div>{chooser}</div>
      </div>
    );
  return (
    <div className="flex flex-wrap items-end gap-3">
      {value ? <img src={imageUrl(value, "thumbnail")} alt="" width={64} height={64} className="h-16 w-16 rounded border border-slate-200 object-cover" /> : null}
      {keyField}
      {chooser}
      {value ? <Button onClick={() => onChange("")}>Remove the picture</Button> : null}
    </div>
  );
}

/** The block's margin or padding with a side changed: a whole number is kept as a number, an empty side is left out. */
function setSide(block: Block, box: "margin" | "padding", side: string, raw: string): Block {
  const trimmed = raw.trim();
  const current = { ...obj(block[box]) };
  if (trimmed === "") delete current[side];
  // Anything else is kept as typed, so saving is refused at this side rather than the side being dropped.
  else current[side] = /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  const next = { ...block };
  if (Object.keys(current).length === 0) delete next[box];
  else next[box] = current;
  return next;
}

/** Top, right, bottom and left of a block's margin or padding, each checked as it is typed and refused at its field. */
function SidesFields({ block, box, legend, error, onChange }: { block: Block; box: "margin" | "padding"; legend: string; error: (field: string) => string | undefined; onChange: (block: Block) => void }) {
  const hintId = useId();
  const values = obj(block[box]);
  // What is typed, kept while it is not yet a number ("-" on the way to "-8").
  const [typed, setTyped] = useState<Record<string, string>>(() => Object.fromEntries(BLOCK_SIDES.map((s) => [s, values[s] === undefined ? "" : String(values[s])])));
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {BLOCK_SIDES.map((side) => (
        <TextField
          key={side}
          label={SIDE_NAMES[side]}
          inputMode="numeric"
          autoComplete="off"
          placeholder="As usual"
          value={typed[side] ?? ""}
          error={(typed[side]?.trim() && typed[side]?.trim() !== "-" ? blockSideProblem(values[side]) : null) ?? error(`${box}.${side}`)}
          onChange={(e) => {
            setTyped((prev) => ({ ...prev, [side]: e.target.value }));
            onChange(setSide(block, box, side, e.target.value));
          }}
        />
      ))}
      {error(box) ? <p className="col-span-full text-sm font-medium text-red-700">{error(box)}</p> : null}
      <p id={hintId} className="col-span-full text-xs text-slate-600">
        Whole pixels from {BLOCK_SIDE_MIN} to {BLOCK_SIDE_MAX}; empty leaves the side as usual.
      </p>
    </fieldset>
  );
}

export function BlockForm({ block, errors, onChange }: { block: Block; errors: Map<string, string> | undefined; onChange: (block: Block) => void }) {
  const error = (field: string) => errors?.get(field);
  const others = [...(errors ?? [])].filter(([field]) => !SHOWN_ELSEWHERE.has(field) && !TEXT_FIELDS[block.component]?.some((f) => f.key === field));
  const link = obj(block.link);
  const video = obj(block.video);
  return (
    <section aria-labelledby="block-form-title" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="block-form-title" className="text-lg font-semibold text-slate-900">
        {BLOCK_TYPE_NAMES[block.component] ?? block.component}
      </h2>
      {errors?.get("") || others.length ? (
        <ul className="list-disc pl-5 text-sm font-medium text-red-700">
          {errors?.get("") ? <li>{errors.get("")}</li> : null}
          {others.map(([field, message]) => (
            <li key={field}>
              {field}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      {(TEXT_FIELDS[block.component] ?? []).map((f) =>
        f.key === "image" ? (
          <PictureField key={f.key} label={f.label} required={f.required} value={str(block[f.key])} error={error(f.key)} onChange={(value) => onChange(set(block, f.key, value, f.required))} />
        ) : (
          <TextField key={f.key} label={f.label} hint={f.hint} required={f.required} value={str(block[f.key])} error={error(f.key)} onChange={(e) => onChange(set(block, f.key, e.target.value, f.required))} />
        ),
      )}
      {WITH_TEXT.has(block.component) ? (
        <RichTextEditor key={block._uid} label="Text" value={block.text as never} error={error("text")} onChange={(doc: RichTextDoc) => onChange(doc.content.length ? { ...block, text: doc } : set(block, "text", ""))} />
      ) : null}
      {WITH_LINK.has(block.component) ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Button link</legend>
          <TextField label="Link to" hint="/c/forevers/, https://…, mailto: or tel:" value={str(link.url)} error={error("link.url") ?? error("link")} onChange={(e) => onChange(setPart(block, "link", "url", e.target.value))} />
          <TextField label="Button label" value={str(link.label)} error={error("link.label")} onChange={(e) => onChange(setPart(block, "link", "label", e.target.value))} />
        </fieldset>
      ) : null}
      {WITH_VIDEO.has(block.component) ? (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Video</legend>
          <SelectField label="Provider" value={str(video.provider)} error={error("video.provider") ?? error("video")} onChange={(e) => onChange(setPart(block, "video", "provider", e.target.value))}>
            <option value="">No video</option>
            {VIDEO_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
          <TextField label="Video id" value={str(video.id)} error={error("video.id")} onChange={(e) => onChange(setPart(block, "video", "id", e.target.value))} />
          <TextField label="Video title" value={str(video.title)} error={error("video.title")} onChange={(e) => onChange(setPart(block, "video", "title", e.target.value))} />
          <SelectField label="Aspect ratio" value={str(video.aspect_ratio)} error={error("video.aspect_ratio")} onChange={(e) => onChange(setPart(block, "video", "aspect_ratio", e.target.value))}>
            <option value="">16:9 (usual)</option>
            {VIDEO_ASPECT_RATIOS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
        </fieldset>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Style</legend>
        <TextField label="CSS classes" value={str(block.css_classes)} error={error("css_classes")} onChange={(e) => onChange(set(block, "css_classes", e.target.value))} />
        <TextField label="Background colour" hint="#f4e3d3, rgb(…) or a name" value={str(block.background_color)} error={error("background_color")} onChange={(e) => onChange(set(block, "background_color", e.target.value))} />
        <SelectField label="Alignment" value={str(block.alignment)} error={error("alignment")} onChange={(e) => onChange(set(block, "alignment", e.target.value))}>
          <option value="">As usual</option>
          <option value="left">Left</option>
          <option value="center">Centre</option>
          <option value="right">Right</option>
        </SelectField>
        <SelectField label="Display" value={str(block.display)} error={error("display")} onChange={(e) => onChange(set(block, "display", e.target.value))}>
          <option value="">As usual</option>
          <option value="block">Block</option>
          <option value="flex">Flex</option>
          <option value="none">Hidden</option>
        </SelectField>
      </fieldset>
      <SidesFields block={block} box="margin" legend="Margin (space outside, in pixels)" error={error} onChange={onChange} />
      <SidesFields block={block} box="padding" legend="Padding (space inside, in pixels)" error={error} onChange={onChange} />
    </section>
  );
}
