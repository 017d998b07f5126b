/**
 * Unsaved appearance choices shown in the wall beside the panel: the personalize section hands
 * the settings being edited (colours, fonts, sizes) before they are saved, and the preview sets
 * the matching custom properties (`--chorus-…`, as the wall page sets them from the saved
 * profile) on the framed wall's root. The save that follows reloads the frame with the same look.
 */
import { appearanceProperties, wallAppearance } from '@chorus/theme-kit';

/** Settings being edited, by their stored name (`color_name`, `font_secondary`…). */
export type PreviewDraft = Readonly<Record<string, unknown>>;

/**
 * The custom properties a draft sets (a value) or clears (null): only the settings it holds,
 * each through the wall's own reading of settings, so a bad value is cleared as the wall would.
 */
export function draftProperties(draft: PreviewDraft): Record<string, string | null> {
  const { properties } = wallAppearance(draft, {});
  const changes: Record<string, string | null> = {};
  for (const [key, property] of Object.entries(appearanceProperties)) {
    if (key in draft) changes[property] = (properties as Record<string, string>)[property] ?? null;
  }
  return changes;
}

/** Sets a draft's properties on the wall drawn in `frame` (same origin); false if not there. */
export function applyDraft(frame: HTMLIFrameElement | null, draft: PreviewDraft): boolean {
  let wall: HTMLElement | null | undefined;
  try {
    wall = frame?.contentDocument?.querySelector<HTMLElement>('.chorus-wall');
  } catch {
    // A frame that is not the wall's origin cannot be reached: it shows the saved look.
    return false;
  }
  if (!wall) return false;
  for (const [property, value] of Object.entries(draftProperties(draft))) {
    if (value === null) wall.style.removeProperty(property);
    else wall.style.setProperty(property, value);
  }
  return true;
}
