/**
 * What the remote screen offers, without React: its address (remote-path.ts), the sliders the installed themes
 * mark for it (core's remoteSliderKeyword in their options' JSON Schema, from
 * `GET /api/plugins`), and what to say about the live channel's state.
 */
import {
  remoteSliderKeyword,
  remoteSliderSchema,
  type PluginsDescription,
  type RemoteSlider,
} from '@chorus/core';
import { textsIn, type TextFormatter } from '../i18n/texts.ts';
import { texts } from './texts.ts';

export { remotePath } from './remote-path.ts';

/** One slider of the remote: a display setting some installed themes follow live. */
export interface RemoteSliderControl extends RemoteSlider {
  /** The setting key, sent as the `slider` control's name. */
  readonly key: string;
  /** The setting's title in the theme's schema. */
  readonly label: string;
  /** The themes that follow it, by display name, in plugin order. */
  readonly themes: readonly string[];
  /** Where the slider starts: the first theme's default, inside the range. */
  readonly initial: number;
}

type SchemaProperty = Readonly<Record<string, unknown>>;

function propertiesOf(schema: unknown): Readonly<Record<string, SchemaProperty>> {
  if (typeof schema !== 'object' || schema === null) return {};
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null
    ? (properties as Record<string, SchemaProperty>)
    : {};
}

/**
 * The remote's sliders: every setting an installed theme marks, once per key (two themes that
 * share a setting, such as both waterfalls' speed, share its slider), in plugin order.
 */
export function remoteSlidersOf(
  plugins: Pick<PluginsDescription, 'themes'>,
): RemoteSliderControl[] {
  const byKey = new Map<string, RemoteSliderControl>();
  for (const theme of plugins.themes) {
    for (const [key, property] of Object.entries(propertiesOf(theme.options))) {
      const range = remoteSliderSchema.safeParse(property[remoteSliderKeyword]);
      if (!range.success) continue;
      const known = byKey.get(key);
      if (known) {
        byKey.set(key, { ...known, themes: [...known.themes, theme.displayName] });
        continue;
      }
      const stated = theme.defaults[key];
      const initial = typeof stated === 'number' ? stated : range.data.minimum;
      byKey.set(key, {
        ...range.data,
        key,
        label: typeof property['title'] === 'string' ? property['title'] : key,
        themes: [theme.displayName],
        initial: Math.min(range.data.maximum, Math.max(range.data.minimum, initial)),
      });
    }
  }
  return [...byKey.values()];
}

/** Where the remote's live channel stands. */
export type ChannelStatus =
  | { readonly state: 'connecting' }
  | { readonly state: 'open' }
  /** Closed before it opened: refused (not the owner or a moderator), or the server is down. */
  | { readonly state: 'refused'; readonly retryInSeconds: number }
  /** Was open and dropped: reconnecting. */
  | { readonly state: 'lost'; readonly retryInSeconds: number }
  /** The wall does not exist or is not active: no retry. */
  | { readonly state: 'unavailable' };

/**
 * What the remote says about its channel, in a status line, in the owner's language (`t`, the
 * remote's texts; English by default).
 */
export function channelStatusText(
  status: ChannelStatus,
  t: TextFormatter<keyof typeof texts.en> = textsIn(texts, 'en'),
): string {
  switch (status.state) {
    case 'connecting':
      return t('connecting');
    case 'open':
      return t('connected');
    case 'refused':
      return t('refused', { seconds: status.retryInSeconds });
    case 'lost':
      return t('lost', { seconds: status.retryInSeconds });
    case 'unavailable':
      return t('unavailable');
  }
}
