/**
 * The website-leaving intent (spec §4 "Shell behaviour", §9 leave-intent delay): the pointer leaving the
 * page through its top edge, towards the tabs and address bar, after the shopper has been on the page a
 * moment. Leaving by the left 15% (the back button's side) or the right half (scroll bars, other windows)
 * or lower than 10 px below the top does not count.
 */
export const LEAVE_INTENT_DELAY_MS = 700;
export const LEAVE_INTENT_FLAG = "website-leaving-shown";
const LEFT_SHARE = 0.15;
const RIGHT_SHARE = 0.5;
const TOP_BAND_PX = 10;

export interface LeaveEvent {
  /** Where the pointer left, in viewport pixels (MouseEvent.clientX/clientY). */
  x: number;
  y: number;
  /** The viewport's width. */
  width: number;
  /** How long the page has been open, in milliseconds. */
  elapsedMs: number;
  /** The shop already showed the modal once (the stored flag). */
  alreadyShown: boolean;
  /** The page is open in the content editor's preview. */
  editorPreview: boolean;
}

export function shouldOpenLeavingModal(e: LeaveEvent): boolean {
  if (e.alreadyShown || e.editorPreview) return false;
  if (e.elapsedMs < LEAVE_INTENT_DELAY_MS) return false;
  if (e.y > TOP_BAND_PX) return false;
  if (e.x < e.width * LEFT_SHARE) return false;
  if (e.x > e.width * (1 - RIGHT_SHARE)) return false;
  return true;
}

/** The content editor opens pages with its own query parameters (_storyblok, _storyblok_tk[…], …). */
export function isEditorPreview(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key === "_storyblok" || key.startsWith("_storyblok_"));
}
