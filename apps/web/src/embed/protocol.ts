/**
 * The embed's postMessage protocol, shared by the wall page and `/embed.js`: the spec's message
 * names, each message's fields, and readers that accept only well-formed messages. Every
 * message is a plain object `{ chorus: 1, type, ...fields }`; anything else is not ours.
 * Dependency-free, so the loader stays tiny.
 */

/** Marks a message as Chorus's (and its protocol version), so other scripts' messages pass by. */
export const protocolVersion = 1;

/** A message without fields. */
type NoFields = Record<never, never>;

/** What the wall tells the embedding page. */
export interface WallMessages {
  /** The wall's whole height in CSS px: the frame's height that shows it without inner scroll. */
  resizeHeight: { readonly height: number };
  /** The height of the posts area alone (without bar and messages), in CSS px. */
  resizeHeightInner: { readonly height: number };
  /** A page of posts was appended and laid out; `count` posts are shown now. */
  endArrangeAppendHypes: { readonly count: number };
  /** The whole wall was (re)arranged: first page, a search result, a refresh. */
  endArrangeAllHypes: { readonly count: number };
  /** The single-post overlay opened (`top`: its top in the wall's page, px) or closed. */
  singleHypeOverlayRender: {
    readonly postId: string;
    readonly open: boolean;
    readonly top: number;
  };
  /** The wall changed view (collection, search): the frame's top should be in sight. */
  iosSafariScrollToTop: NoFields;
  /** The wall asks for frame styles (an allowlist of sizes and a background colour). */
  changeEmbedParentStyle: { readonly style: Readonly<Partial<Record<FrameStyleName, string>>> };
  /** The theme the wall shows, and whether it fills its window (slideshows, `fullscreen`). */
  notifyParentOfTheme: { readonly theme: string; readonly fillsWindow: boolean };
}

/** What the embedding page may ask of the wall. */
export interface ParentCommands {
  /** The embedding page's window changed: the wall measures again and reports its heights. */
  resize: NoFields;
  /** Loads the wall's next page (the loader sends it as its page nears the frame's bottom). */
  loadMorePosts: NoFields;
  /** Shows the wall's search view for `query` (empty: all posts). */
  search: { readonly query: string };
}

/** A wall message's name. */
export type WallMessageType = keyof WallMessages;
/** A parent command's name. */
export type ParentCommandType = keyof ParentCommands;

/** One wall message, as sent. */
export type WallMessage = {
  [K in WallMessageType]: { readonly chorus: 1; readonly type: K } & WallMessages[K];
}[WallMessageType];
/** One parent command, as sent. */
export type ParentCommand = {
  [K in ParentCommandType]: { readonly chorus: 1; readonly type: K } & ParentCommands[K];
}[ParentCommandType];

/** Frame styles the wall may ask for; the loader applies no other property. */
export const frameStyleNames = ['height', 'minHeight', 'maxHeight', 'backgroundColor'] as const;
/** A frame style the wall may ask for. */
export type FrameStyleName = (typeof frameStyleNames)[number];

/** A CSS length (`600px`, `100vh`, `75%`) or a colour word or hex: never `url()` or `;`. */
const safeStyleValue = /^(?:\d{1,5}(?:\.\d+)?(?:px|vh|%|em|rem)|[a-z]{3,20}|#[\da-f]{3,8})$/i;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e7;
}

/** The allowed, well-formed entries of a style request. */
export function frameStyleOf(value: unknown): Partial<Record<FrameStyleName, string>> {
  const style: Partial<Record<FrameStyleName, string>> = {};
  if (!isObject(value)) return style;
  for (const name of frameStyleNames) {
    const entry = value[name];
    if (typeof entry === 'string' && safeStyleValue.test(entry)) style[name] = entry;
  }
  return style;
}

/** Reads a wall message; null when `data` is not a well-formed one. */
export function readWallMessage(data: unknown): WallMessage | null {
  if (!isObject(data) || data.chorus !== protocolVersion) return null;
  switch (data.type) {
    case 'resizeHeight':
    case 'resizeHeightInner':
      return isSize(data.height) ? { chorus: 1, type: data.type, height: data.height } : null;
    case 'endArrangeAppendHypes':
    case 'endArrangeAllHypes':
      return isSize(data.count) ? { chorus: 1, type: data.type, count: data.count } : null;
    case 'singleHypeOverlayRender':
      return typeof data.postId === 'string' && typeof data.open === 'boolean' && isSize(data.top)
        ? { chorus: 1, type: data.type, postId: data.postId, open: data.open, top: data.top }
        : null;
    case 'iosSafariScrollToTop':
      return { chorus: 1, type: data.type };
    case 'changeEmbedParentStyle':
      return { chorus: 1, type: data.type, style: frameStyleOf(data.style) };
    case 'notifyParentOfTheme':
      return typeof data.theme === 'string' && typeof data.fillsWindow === 'boolean'
        ? { chorus: 1, type: data.type, theme: data.theme, fillsWindow: data.fillsWindow }
        : null;
    default:
      return null;
  }
}

/** Reads a parent command; null when `data` is not a well-formed one. */
export function readParentCommand(data: unknown): ParentCommand | null {
  if (!isObject(data) || data.chorus !== protocolVersion) return null;
  switch (data.type) {
    case 'resize':
      return { chorus: 1, type: 'resize' };
    case 'loadMorePosts':
      return { chorus: 1, type: 'loadMorePosts' };
    case 'search':
      return typeof data.query === 'string' && data.query.length <= 500
        ? { chorus: 1, type: 'search', query: data.query }
        : null;
    default:
      return null;
  }
}

/** Builds a wall message. */
export function wallMessage<K extends WallMessageType>(type: K, fields: WallMessages[K]) {
  return { chorus: protocolVersion, type, ...fields } as WallMessage;
}

/** Builds a parent command. */
export function parentCommand<K extends ParentCommandType>(type: K, fields: ParentCommands[K]) {
  return { chorus: protocolVersion, type, ...fields } as ParentCommand;
}
