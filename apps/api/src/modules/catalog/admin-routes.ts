/** The staff catalogue API (issue 13): owners change products; production and support may read them. */
import type {} from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { bundleOptionsBody, childrenGenerateBody, configurableOptionsBody, downloadSettingsBody, giftCardProductBody, groupedLinksBody, productBody, productDetailAnswer, productDuplicateBody, productListAnswer, productListQuery, productPicturesBody, productStatusBody } from "@petsies/contract/admin";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import type { Storage } from "../../infra/storage.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { PayloadTooLarge } from "../uploads/service.ts";
import { rowId } from "../../infra/schemas.ts";
import { ALL_STAFF, actorOf, staffOnly } from "../staff/access.ts";
import { createProduct, duplicateProduct, listProductsForStaff, newProductChoices, productForStaff, setProductEnabled, updateProduct } from "./edit.ts";
import { addPicture, setPictures } from "./pictures.ts";
import { generateChildren, removeChild, setConfigurableOptions } from "./configurable-edit.ts";
import { setBundleOptions, setGroupedLinks } from "./set-edit.ts";
import { setDownloadFile, setDownloadSettings } from "./download-edit.ts";
import { setGiftCardProduct } from "./gift-card-edit.ts";
import { refuseWhileApplying } from "./imports.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });
const childParams = z.object({ id: rowId("id"), childId: rowId("childId") });
const detail = okSchema(productDetailAnswer);

const PICTURE_FORM = {
  noFile: "Choose a picture to add (multipart/form-data field 'file').",
  oneFile: "Add one picture per request: the back office sends several side by side.",
  fields: "The picture's form may hold only file and label.",
  label: "The picture's text is at most 255 characters.",
} as const;

/** A picture's form: one `file`, and an optional `label` (the text for shoppers who cannot see it). */
export async function readPictureForm(req: FastifyRequest): Promise<{ bytes: Buffer; label: string | null }> {
  if (!req.isMultipart()) throw new InvalidFields({ file: PICTURE_FORM.noFile });
  let bytes: Buffer | null = null;
  let label: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        const buffer = await part.toBuffer();
        if (part.fieldname !== "file" || bytes !== null) throw new InvalidFields({ file: part.fieldname !== "file" ? PICTURE_FORM.noFile : PICTURE_FORM.oneFile });
        bytes = buffer;
      } else if (part.fieldname === "label" && typeof part.value === "string") {
        label = part.value.trim() || null;
      } else {
        throw new InvalidFields({ file: PICTURE_FORM.fields });
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new PayloadTooLarge();
    if (code === "FST_FILES_LIMIT") throw new InvalidFields({ file: PICTURE_FORM.oneFile });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new InvalidFields({ file: PICTURE_FORM.fields });
    throw err;
  }
  if (!bytes || bytes.length === 0) throw new InvalidFields({ file: PICTURE_FORM.noFile });
  if (label !== null && label.length > 255) throw new InvalidFields({ label: PICTURE_FORM.label });
  return { bytes, label };
}

/** A downloadable product's file form: one `file` (multipart/form-data), whose name is kept for the buyer's browser. */
async function readDownloadForm(req: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | null }> {
  const noFile = "Choose the file buyers download (multipart/form-data field 'file').";
  if (!req.isMultipart()) throw new InvalidFields({ file: noFile });
  let file: { bytes: Buffer; fileName: string | null } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file" || part.fieldname !== "file" || file !== null) throw new InvalidFields({ file: "The form may hold one file, named file." });
      file = { bytes: await part.toBuffer(), fileName: part.filename || null };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new PayloadTooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new InvalidFields({ file: "The form may hold one file, named file." });
    throw err;
  }
  if (!file || file.bytes.length === 0) throw new InvalidFields({ file: noFile });
  return file;
}

export function catalogAdminRoutes(app: FastifyInstance, db: Db, storage: Storage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const readers = staffOnly(db, { roles: ALL_STAFF });
  // Changes wait while a catalogue import is applied (imports.ts refuseWhileApplying).
  const owners = [staffOnly(db, { roles: ["owner"] }), refuseWhileApplying(db)];

  r.get(
    "/api/admin/products",
    { onRequest: readers, schema: { tags, summary: "Products of every type; q finds a name or a sku; filter by type, status, category", querystring: productListQuery, response: { 200: okSchema(productListAnswer), ...failures } } },
    async (req) => ok(await listProductsForStaff(db, req.query)),
  );

  r.get(
    "/api/admin/products/choices",
    { onRequest: readers, schema: { tags, summary: "What a new product's form offers (its categories)", response: { 200: okSchema(productDetailAnswer.pick({ categoryChoices: true })), ...failures } } },
    async () => ok(await newProductChoices(db)),
  );

  r.get(
    "/api/admin/products/:id",
    { onRequest: readers, schema: { tags, summary: "A product as the back office edits it", params, response: { 200: detail, ...failures } } },
    async (req) => ok(await productForStaff(db, req.params.id)),
  );

  r.post(
    "/api/admin/products",
    { onRequest: owners, schema: { tags, summary: "Create a simple, virtual or configurable product (owners)", body: productBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await createProduct(db, actorOf(req), req.body)),
  );

  r.patch(
    "/api/admin/products/:id",
    {
      onRequest: owners,
      schema: { tags, summary: "Save a simple, virtual or configurable product (owners); a new url_key keeps the old address as a 301", params, body: productBody, response: { 200: detail, ...failures } },
    },
    async (req) => ok(await updateProduct(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/duplicate",
    { onRequest: owners, schema: { tags, summary: "Copy a simple or virtual product, disabled, with its own sku and url_key (owners)", params, body: productDuplicateBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await duplicateProduct(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/status",
    { onRequest: owners, schema: { tags, summary: "Enable or disable a product of any type (owners)", params, body: productStatusBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await setProductEnabled(db, actorOf(req), req.params.id, req.body.enabled)),
  );

  r.post(
    "/api/admin/products/:id/pictures",
    {
      onRequest: owners,
      // The multipart plugin counts the file against its own limit; the form around it is small.
      bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
      schema: {
        tags,
        summary: "Add a picture to a product (owners; multipart/form-data: file, optional label)",
        description:
          `JPEG, PNG, WebP or HEIC up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked from its bytes and stored upright without its camera metadata, ` +
          "after the product's other pictures (the first picture is the main one). 400 at the field `file` for a file that is not a picture; 413 for one too large.",
        params,
        response: { 200: detail, ...failures, 413: errorAnswer },
      },
    },
    async (req) => {
      const form = await readPictureForm(req);
      return ok(await addPicture(db, storage, actorOf(req), req.params.id, form.bytes, form.label));
    },
  );

  r.put(
    "/api/admin/products/:id/pictures",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Order, describe and take off a product's pictures (owners): the first is the main picture",
        params,
        body: productPicturesBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await setPictures(db, actorOf(req), req.params.id, req.body)),
  );

  r.put(
    "/api/admin/products/:id/configurable-options",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Set a configurable product's options and their values (owners)",
        description:
          "Options in order, each an attribute code, a label and values; a value the product has keeps its valueIndex, a new one comes without. " +
          "A value or option a child has cannot be taken off (400 at `options`, naming the children), and an option cannot be added once there are children. 409 for a product that is not configurable.",
        params,
        body: configurableOptionsBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await setConfigurableOptions(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/children/generate",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Make a configurable product's children: one simple product per combination of option values it has no child for (owners)",
        description:
          "all: every combination, or combinations: [{ attributeCode: valueIndex }]. Each child is enabled, not visible on its own, priced priceCents " +
          "(the parent's price when left out) with qty in stock (0 when left out); its sku and url_key are the parent's with the values' names added.",
        params,
        body: childrenGenerateBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await generateChildren(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/children/:childId/remove",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Take a child off its configurable product (owners)",
        description:
          "The child stays a simple product of its own, disabled, with its sku and without its option values; the parent's options stay, and its storefront answer no longer lists the child. " +
          "404 for a product that is not this configurable's child; 409 for a product that is not configurable.",
        params: childParams,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await removeChild(db, actorOf(req), req.params.id, req.params.childId)),
  );

  r.put(
    "/api/admin/products/:id/bundle-options",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Set a bundle's options and their selections (owners)",
        description:
          "Options in order, each a title, required, an input type (radio, select, checkbox, multi) and selections in order: a simple or virtual product's sku, " +
          "whether it is chosen by default, its quantity (a whole number from 1) and whether shoppers may change it (radio and drop-down options only). " +
          "An option the bundle has keeps its optionId. Each mistake is answered at its field (a sku no product has, a product of another type); " +
          "the stored price becomes the default selections' sum. 409 for a product that is not a bundle, or a bundle whose options its customization tree makes.",
        params,
        body: bundleOptionsBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await setBundleOptions(db, actorOf(req), req.params.id, req.body)),
  );

  r.put(
    "/api/admin/products/:id/grouped-links",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Set the simple products a grouped product sets side by side (owners)",
        description:
          "Links in the order the product's page lists them, each a simple product's sku and the quantity its field starts at (a whole number from 1). " +
          "Each mistake is answered at its field; the stored price becomes the products' sum. 409 for a product that is not grouped.",
        params,
        body: groupedLinksBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await setGroupedLinks(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/download",
    {
      onRequest: owners,
      bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
      schema: {
        tags,
        summary: "Upload a downloadable product's file (owners; multipart/form-data: file)",
        description:
          `A PDF, ZIP, EPUB, picture (PNG, JPEG, WebP), MP3 or MP4 up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked from its bytes; it replaces the product's file for new downloads. ` +
          "400 at the field `file` for another kind of file; 413 for one too large; 409 for a product that is not downloadable.",
        params,
        response: { 200: detail, ...failures, 413: errorAnswer },
      },
    },
    async (req) => {
      const form = await readDownloadForm(req);
      return ok(await setDownloadFile(db, storage, actorOf(req), req.params.id, form.bytes, form.fileName));
    },
  );

  r.put(
    "/api/admin/products/:id/download",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Set a downloadable product's file title and the downloads one purchase allows (owners)",
        description: "downloadsAllowed is per unit bought; 0 is no limit. 409 for a product that is not downloadable.",
        params,
        body: downloadSettingsBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await setDownloadSettings(db, actorOf(req), req.params.id, req.body)),
  );

  r.put(
    "/api/admin/products/:id/gift-card",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Set the gift card's amounts and the designs it offers (owners)",
        description:
          "amountsCents: the fixed amounts in order; openAmount: the smallest and largest amount shoppers may type, or null; designIds: the designs offered " +
          "(null: every design the shop offers). At least one fixed amount or an open amount; each mistake at its field. 409 for a product that is not the gift card.",
        params,
        body: giftCardProductBody,
        response: { 200: detail, ...failures },
      },
    },
    async (req) => ok(await setGiftCardProduct(db, actorOf(req), req.params.id, req.body)),
  );
}
