/**
 * The staff tool's commands (README "Order production pipeline"): parse the command line, run one
 * production service function, and answer what to print and the exit code. The same function runs in the
 * tool's own process (PostgreSQL, or an embedded database no API holds) or inside the API that holds the
 * embedded database (see staff-socket.ts), so both paths behave alike.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { orderItemStatusName, parseOrderItemStatus } from "@petsies/domain";
import type { Db } from "../db/client.ts";
import { AppError, NotFound } from "../infra/errors.ts";
import {
  addShipment,
  listItems,
  MAX_LIST,
  orderDetails,
  setEstimatedShipment,
  setItemStatus,
  type ChangeResult,
  type ItemLine,
  type OrderDetails,
} from "../modules/production/service.ts";
import { PRODUCT_USAGE, setProductPrice } from "./product-commands.ts";
import { runStaffCommand, STAFF_USAGE } from "./staff-commands.ts";
import { exportStoryFile, importStory, previewLink, STORY_USAGE } from "./story-commands.ts";
import type { CommandResult } from "./staff-socket-client.ts";

export const USAGE = `Usage: npm run shop -- <command>

Commands:
  orders list [--status S] [--email E] [--limit N]   items of placed orders, newest first (N up to ${MAX_LIST}, default 100)
  orders show <increment_id>                           one order: items, statuses, shipments and the change log
  item status <order_item_id> <S> [--note TEXT]        move an item to status S
  item ship <order_item_id> --carrier C --tracking T [--date YYYY-MM-DD] [--note TEXT]
                                                       add a shipment (date: today when not given)
  item estimate <order_item_id> <YYYY-MM-DD> [--note TEXT]
                                                       set the estimated shipment date
${STORY_USAGE}
${PRODUCT_USAGE}
${STAFF_USAGE}
  backup <file.tar.gz>                                 copy the embedded database to a file while the shop runs
  restore <file.tar.gz>                                put a backup in place of the embedded database (API stopped)

S is a status number from 1 to 22 or its name (e.g. 9 or in-production); "npm run shop -- statuses" lists them.
Every change is logged with who made it: --by NAME, else the login name ($USER).
Exit codes: 0 done, 1 failed, 2 wrong command or value, 3 unknown order or item.`;

/**
 * The file argument of `story import`, `backup` and `restore` made absolute in the tool's own process:
 * `npm run` starts the tool in the repository, and with the embedded database the command runs inside the API.
 */
export function withAbsoluteFile(argv: string[], cwd: string): string[] {
  const at = argv[0] === "story" && argv[1] === "import" ? 2 : argv[0] === "backup" || argv[0] === "restore" ? 1 : -1;
  const file = argv[at];
  if (at < 0 || file === undefined || file.startsWith("-")) return argv;
  return [...argv.slice(0, at), path.resolve(cwd, file), ...argv.slice(at + 1)];
}

export const EXIT = { ok: 0, failed: 1, usage: 2, notFound: 3 } as const;

export interface CommandContext {
  /** Who makes a change when --by is not given; empty when unknown. */
  defaultBy: string;
  /** CMS_PREVIEW_SECRET and SITE_URL, for story preview and staff password links (none: those commands refuse). */
  previewSecret?: string;
  siteUrl?: string;
  today?: Date;
  /** Copies the embedded database to a file (Database.backup); absent with PostgreSQL. */
  backup?: (file: string) => Promise<void>;
}

class UsageError extends Error {}

const OPTIONS = {
  status: { type: "string" },
  email: { type: "string" },
  limit: { type: "string" },
  note: { type: "string" },
  by: { type: "string" },
  carrier: { type: "string" },
  tracking: { type: "string" },
  date: { type: "string" },
  publish: { type: "boolean" },
  role: { type: "string" },
  name: { type: "string" },
  "refund-limit": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]["type"] extends "boolean" ? boolean : string };

/** The options each command accepts besides --help. */
const ALLOWED: Record<string, (keyof typeof OPTIONS)[]> = {
  "orders list": ["status", "email", "limit"],
  "orders show": [],
  "item status": ["note", "by"],
  "item ship": ["carrier", "tracking", "date", "note", "by"],
  "item estimate": ["note", "by"],
  statuses: [],
  "story import": ["publish"],
  "story export": [],
  "story preview-link": [],
  "product price": [],
  "staff add": ["role", "name", "refund-limit"],
  "staff list": [],
  "staff role": [],
  "staff disable": [],
  "staff enable": [],
  "staff link": [],
  backup: [],
  restore: [],
};

export async function runShopCommand(db: Db, argv: string[], context: CommandContext): Promise<CommandResult> {
  try {
    const parsed = parse(argv);
    if (!parsed) return { code: EXIT.ok, stdout: `${USAGE}\n`, stderr: "" };
    return { code: EXIT.ok, stdout: `${await run(db, parsed, context)}\n`, stderr: "" };
  } catch (err) {
    if (err instanceof UsageError) return { code: EXIT.usage, stdout: "", stderr: `shop: ${err.message}\n\n${USAGE}\n` };
    if (err instanceof NotFound) return { code: EXIT.notFound, stdout: "", stderr: `shop: ${err.message}\n` };
    if (err instanceof AppError) return { code: EXIT.usage, stdout: "", stderr: `shop: ${err.message}\n` };
    throw err;
  }
}

interface Parsed {
  command: string;
  args: string[];
  values: Values;
}

/** No command, "help", --help or -h: the usage text. */
function wantsHelp(argv: string[]): boolean {
  return argv.length === 0 || argv[0] === "help" || argv.includes("--help") || argv.includes("-h");
}

function statusList(): string {
  return Array.from({ length: 22 }, (_, i) => `${String(i + 1).padStart(2)}  ${orderItemStatusName(i + 1)}`).join("\n");
}

/** The answer to a command that needs no database (help, the status list); null for every other. */
export function answerWithoutDatabase(argv: string[]): CommandResult | null {
  if (wantsHelp(argv)) return { code: EXIT.ok, stdout: `${USAGE}\n`, stderr: "" };
  if (argv.length === 1 && argv[0] === "statuses") return { code: EXIT.ok, stdout: `${statusList()}\n`, stderr: "" };
  return null;
}

function parse(argv: string[]): Parsed | null {
  if (wantsHelp(argv)) return null;
  let result;
  try {
    result = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const values = result.values as Values;
  const [group, action, ...rest] = result.positionals;
  if (values.help || group === undefined || group === "help") return null;
  const single = group === "statuses" || group === "backup" || group === "restore";
  const command = single ? group : `${group} ${action ?? ""}`.trim();
  const allowed = ALLOWED[command];
  if (!allowed) throw new UsageError(`unknown command "${command}"`);
  const args = single ? [action, ...rest].filter((a): a is string => a !== undefined) : rest;
  for (const key of Object.keys(values) as (keyof typeof OPTIONS)[]) {
    if (key !== "help" && !allowed.includes(key)) throw new UsageError(`"${command}" does not take --${key}`);
  }
  return { command, args, values };
}

function exactly(args: string[], names: string[]): string[] {
  if (args.length !== names.length) {
    throw new UsageError(`expected ${names.map((n) => `<${n}>`).join(" ") || "no arguments"}, got ${args.length ? args.join(" ") : "nothing"}`);
  }
  return args;
}

function itemId(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new UsageError(`"${text}" is not an order item id (a whole number)`);
  return Number(text);
}

function status(text: string): number {
  const id = parseOrderItemStatus(text);
  if (id === null) throw new UsageError(`"${text}" is not a status: use a number from 1 to 22 or a status name`);
  return id;
}

function who(values: Values, context: CommandContext): string {
  const by = (values.by ?? context.defaultBy).trim();
  if (!by) throw new UsageError("say who makes the change with --by NAME (no login name was found)");
  return by;
}

async function run(db: Db, { command, args, values }: Parsed, context: CommandContext): Promise<string> {
  switch (command) {
    case "statuses":
      exactly(args, []);
      return statusList();
    case "orders list": {
      exactly(args, []);
      const limit = values.limit === undefined ? undefined : /^\d{1,4}$/.test(values.limit) ? Number(values.limit) : NaN;
      if (limit !== undefined && !(limit >= 1 && limit <= MAX_LIST)) throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIST}`);
      const lines = await listItems(db, {
        ...(values.status !== undefined ? { statusId: status(values.status) } : {}),
        ...(values.email !== undefined ? { email: values.email } : {}),
        ...(limit !== undefined ? { limit } : {}),
      });
      return lines.length === 0 ? "No order items match." : table(lines);
    }
    case "orders show": {
      const [incrementId] = exactly(args, ["increment_id"]);
      return describeOrder(await orderDetails(db, incrementId!));
    }
    case "item status": {
      const [id, to] = exactly(args, ["order_item_id", "status"]);
      const result = await setItemStatus(db, { orderItemId: itemId(id!), statusId: status(to!), by: who(values, context), note: values.note });
      return result.changed
        ? `${itemLabel(result)}: ${orderItemStatusName(result.previousStatusId)} → ${result.item.statusName} (logged by ${who(values, context)})`
        : `${itemLabel(result)} is already ${result.item.statusName}; nothing changed`;
    }
    case "item ship": {
      const [id] = exactly(args, ["order_item_id"]);
      if (values.carrier === undefined || values.tracking === undefined) throw new UsageError("item ship needs --carrier and --tracking");
      const result = await addShipment(
        db,
        {
          orderItemId: itemId(id!),
          carrier: values.carrier,
          tracking: values.tracking,
          ...(values.date !== undefined ? { date: values.date } : {}),
          by: who(values, context),
          note: values.note,
        },
        context.today,
      );
      return `${itemLabel(result)}: shipment added (${values.carrier.trim()} ${values.tracking.trim()}), status ${result.item.statusName} (logged by ${who(values, context)})`;
    }
    case "item estimate": {
      const [id, date] = exactly(args, ["order_item_id", "YYYY-MM-DD"]);
      const result = await setEstimatedShipment(db, { orderItemId: itemId(id!), date: date!, by: who(values, context), note: values.note });
      return result.changed
        ? `${itemLabel(result)}: estimated shipment date ${result.item.estimatedShipmentDate} (logged by ${who(values, context)})`
        : `${itemLabel(result)} already has the estimated shipment date ${result.item.estimatedShipmentDate}; nothing changed`;
    }
    case "backup": {
      const [file] = exactly(args, ["file.tar.gz"]);
      if (!context.backup) throw new UsageError("a PostgreSQL database is backed up with pg_dump (README \"Backups\")");
      await context.backup(file!);
      return `The embedded database is copied to ${file}. Restore it with: npm run shop -- restore ${file} (with the API stopped).`;
    }
    case "restore":
      // Run by the tool itself (shop.ts), never inside a running API: the API's database would be swapped
      // under it.
      throw new UsageError("stop the API first: a backup is restored while no process holds the embedded database");
    case "story import": {
      const [file] = exactly(args, ["file.json"]);
      return importStory(db, file!, values.publish === true);
    }
    case "story export": {
      const [slug] = exactly(args, ["full_slug"]);
      return exportStoryFile(db, slug!);
    }
    case "story preview-link": {
      const [slug] = exactly(args, ["full_slug"]);
      return previewLink(db, slug!, { previewSecret: context.previewSecret, siteUrl: context.siteUrl });
    }
    case "product price": {
      const [sku, amount] = exactly(args, ["sku", "amount"]);
      return setProductPrice(db, sku!, amount!);
    }
    case "staff add":
    case "staff role":
    case "staff disable":
    case "staff enable":
    case "staff link":
    case "staff list": {
      const action = command.split(" ")[1]!;
      const expected = { add: ["email"], list: [], role: ["email", "role"], disable: ["email"], enable: ["email"], link: ["email"] }[action] ?? [];
      if (action === "add" && values.role === undefined) throw new UsageError("staff add needs --role (owner, production or support)");
      return runStaffCommand(db, {
        action,
        args: exactly(args, expected),
        role: values.role,
        name: values.name,
        refundLimit: values["refund-limit"],
        by: context.defaultBy || "unknown",
        siteUrl: context.siteUrl,
      });
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function itemLabel(result: ChangeResult): string {
  const i = result.item;
  return `Item ${i.orderItemId} (${i.displayId} ${i.sku})`;
}

const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function table(lines: ItemLine[]): string {
  const header = ["ITEM", "DISPLAY ID", "PLACED", "E-MAIL", "STATUS", "EST. SHIP", "QTY", "SKU"];
  const rows = lines.map((l) => [
    String(l.orderItemId),
    l.displayId,
    l.createdAt.toISOString().slice(0, 10),
    l.email,
    `${l.statusId} ${l.statusName}`,
    l.estimatedShipmentDate ?? "-",
    String(l.qty),
    l.sku,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  return [header, ...rows].map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ").trimEnd()).join("\n");
}

function describeOrder(o: OrderDetails): string {
  const a = o.shippingAddress as { firstname?: string; lastname?: string; street?: string[]; city?: string; region?: string; postcode?: string; country_id?: string } | null;
  const out = [
    `Order ${o.incrementId} placed ${stamp(o.createdAt)} by ${o.email} (payment ${o.paymentState}), total ${(o.grandTotalCents / 100).toFixed(2)} ${o.currencyCode}`,
    a
      ? `Ships to: ${[`${a.firstname ?? ""} ${a.lastname ?? ""}`.trim(), ...(a.street ?? []), a.city, `${a.region ?? ""} ${a.postcode ?? ""}`.trim(), a.country_id].filter(Boolean).join(", ")}`
      : "Ships to: nothing to ship",
  ];
  for (const i of o.items) {
    out.push("", `Item ${i.orderItemId} (${i.displayId}) ${i.sku} × ${i.qty}: ${i.name}`);
    out.push(`  Status: ${i.statusId} ${i.statusName}`);
    out.push(`  Estimated shipment: ${i.estimatedShipmentDate ?? "not set"}`);
    out.push(`  Shipments: ${i.shipments.length === 0 ? "none" : i.shipments.map((s) => `${s.carrierCode} ${s.trackingNumber} on ${s.shipmentDate}`).join("; ")}`);
    out.push(`  Log:${i.log.length === 0 ? " no changes yet" : ""}`);
    for (const l of i.log) out.push(`    ${stamp(l.changedAt)}  ${l.changedBy}  [${l.statusId} ${l.statusName}]  ${l.note}`);
  }
  return out.join("\n");
}
