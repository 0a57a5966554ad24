/**
 * The messages of the back office's configurator preview (domain configurator-preview.ts). The framed page takes a
 * tree only from the window that frames it, on the shop's own origin, and only when it parses as a tree the back
 * office could save (the contract's shapes): anything else is ignored, and the configurator keeps the last tree it
 * drew.
 */
import { configuratorPreviewTreeMessage } from "@petsies/contract/admin";
import { CONFIGURATOR_PREVIEW_MESSAGES, type Customization } from "@petsies/domain";

/** What the page knows about a message event. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The tree of a message from `parent` on `origin`, or null for any other message. */
export function previewTreeOf(message: ReceivedMessage, own: { origin: string; parent: unknown }): Customization[] | null {
  if (message.origin !== own.origin || message.source === null || message.source !== own.parent) return null;
  const parsed = configuratorPreviewTreeMessage.safeParse(message.data);
  // The contract's shapes are the wire tree's: options, values, rules and actions as the domain reads them.
  return parsed.success ? (parsed.data.customizations as Customization[]) : null;
}

/** The page's word to the editor that it listens now. */
export const previewReadyMessage = { type: CONFIGURATOR_PREVIEW_MESSAGES.ready } as const;
