/**
 * `/embed.js`: turns every `<div data-chorus-wall="user_name" data-...>` of the page into a
 * frame showing that wall, and speaks the embed protocol with it. Messages count only when they
 * come from one of our frames and from the wall's origin (the origin this script was loaded
 * from); commands go to that origin only. Built on its own into a small classic script.
 */
import { embedAddress, readEmbedOptions } from './loader-options.ts';
import {
  frameStyleOf,
  parentCommand,
  readWallMessage,
  type ParentCommand,
  type ParentCommandType,
  type ParentCommands,
  type WallMessage,
} from './protocol.ts';

/** The spec's infinite-scroll offset on desktop: load more when the frame's end is this near. */
const loadMoreOffsetPx = 1100;
/** The frame's height before the wall first reports its own. */
const initialHeight = '600px';

interface Embed {
  readonly container: HTMLElement;
  readonly frame: HTMLIFrameElement;
  /** The frame follows the wall's height (no `data-height`). */
  readonly grows: boolean;
  /** A loadMorePosts was sent and the wall has not answered yet. */
  waiting: boolean;
  /**
   * The wall has spoken: its page has hydrated and listens. A wall drawn on the server shows its
   * posts before its script runs, and a command sent then would be lost.
   */
  listening: boolean;
  /** Commands sent before the wall listened, the last of each type, sent once it does. */
  readonly held: Map<ParentCommandType, ParentCommand>;
}

const script = document.currentScript as HTMLScriptElement | null;
const wallOrigin = new URL(script?.src || window.location.href).origin;
const embeds: Embed[] = [];

function send<K extends ParentCommandType>(embed: Embed, type: K, fields: ParentCommands[K]) {
  const command = parentCommand(type, fields);
  if (embed.listening) embed.frame.contentWindow?.postMessage(command, wallOrigin);
  else embed.held.set(type, command);
}

/** The wall's first message: it listens now, so the commands held for it go. */
function startListening(embed: Embed) {
  embed.listening = true;
  for (const command of embed.held.values()) {
    embed.frame.contentWindow?.postMessage(command, wallOrigin);
  }
  embed.held.clear();
}

/** Asks for more posts when a growing frame's end comes within the offset of the viewport. */
function checkNearEnd() {
  for (const embed of embeds) {
    if (!embed.grows || embed.waiting) continue;
    const box = embed.frame.getBoundingClientRect();
    if (box.height > 0 && box.bottom - window.innerHeight <= loadMoreOffsetPx) {
      embed.waiting = true;
      send(embed, 'loadMorePosts', {});
    }
  }
}

function scrollFrameTo(embed: Embed, offset: number) {
  const top = embed.frame.getBoundingClientRect().top + window.scrollY + offset;
  if (top < window.scrollY || top > window.scrollY + window.innerHeight - 100) {
    window.scrollTo({ top: Math.max(0, top - 20) });
  }
}

function handle(embed: Embed, message: WallMessage) {
  switch (message.type) {
    case 'resizeHeight':
      if (embed.grows) embed.frame.style.height = `${Math.ceil(message.height)}px`;
      embed.waiting = false;
      break;
    case 'endArrangeAppendHypes':
    case 'endArrangeAllHypes':
      embed.waiting = false;
      break;
    case 'singleHypeOverlayRender':
      if (message.open) scrollFrameTo(embed, message.top);
      break;
    case 'iosSafariScrollToTop':
      if (embed.frame.getBoundingClientRect().top < 0) scrollFrameTo(embed, 0);
      break;
    case 'changeEmbedParentStyle':
      for (const [name, value] of Object.entries(frameStyleOf(message.style))) {
        // A height the embedding page fixed with data-height wins over the wall's wish.
        if (!embed.grows && name !== 'backgroundColor') continue;
        embed.frame.style[name as 'height'] = value;
      }
      break;
    case 'notifyParentOfTheme':
      embed.container.dataset.chorusTheme = message.theme;
      break;
    default:
      break;
  }
  checkWhenSettled();
}

/**
 * After a wall message, the near-end check waits until the wall has been quiet for a moment: a
 * wall reports its height while its layout settles (a theme measuring its columns), and paging
 * on a passing height would load a page nobody scrolled to. Each message restarts the wait; a
 * scroll or resize of the page checks at once.
 */
const settleMs = 300;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
function checkWhenSettled() {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(checkNearEnd, settleMs);
}

window.addEventListener('message', (event) => {
  if (event.origin !== wallOrigin) return;
  const embed = embeds.find((item) => item.frame.contentWindow === event.source);
  const message = embed ? readWallMessage(event.data) : null;
  if (!embed || !message) return;
  if (!embed.listening) startListening(embed);
  handle(embed, message);
  embed.container.dispatchEvent(new CustomEvent(`chorus:${message.type}`, { detail: message }));
});

/** Makes the frame of every embed element not yet done. */
function scan() {
  for (const container of document.querySelectorAll<HTMLElement>('[data-chorus-wall]')) {
    if (embeds.some((embed) => embed.container === container)) continue;
    const options = readEmbedOptions(container.dataset);
    if (!options) continue;
    for (const warning of options.warnings) console.warn(warning);
    const frame = document.createElement('iframe');
    frame.src = embedAddress(wallOrigin, options);
    frame.title = options.title;
    frame.allow = 'fullscreen';
    frame.style.cssText = `display:block;width:100%;border:0;height:${options.height ?? initialHeight}`;
    container.replaceChildren(frame);
    embeds.push({
      container,
      frame,
      grows: options.height === undefined,
      waiting: false,
      listening: false,
      held: new Map(),
    });
  }
}

let frameRequest = 0;
function onViewportChange(resized: boolean) {
  if (resized) for (const embed of embeds) send(embed, 'resize', {});
  if (frameRequest === 0) {
    frameRequest = requestAnimationFrame(() => {
      frameRequest = 0;
      checkNearEnd();
    });
  }
}
window.addEventListener('scroll', () => onViewportChange(false), { passive: true });
window.addEventListener('resize', () => onViewportChange(true));

/** The page's handle: `chorusEmbed.scan()` after adding elements, `chorusEmbed.send(...)`. */
Object.assign(window, {
  chorusEmbed: {
    scan,
    send<K extends ParentCommandType>(container: Element, type: K, fields: ParentCommands[K]) {
      const embed = embeds.find((item) => item.container === container);
      if (embed) send(embed, type, fields);
    },
  },
});

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
else scan();
