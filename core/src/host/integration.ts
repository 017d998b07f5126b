/**
 * The integration contract: a plugin that adds third-party scripts to pages (analytics, a
 * live-chat widget, an affiliate tracker). The operator enables it and fills its settings in the
 * admin screen (drawn from the settings schema's JSON Schema); the server stores them, and on
 * each page the integration runs on it adds the script tags `render` returns and widens that
 * response's Content-Security-Policy by exactly the origins they need. Never inline script: a
 * vendor's inline set-up becomes a first-party boot script the server serves from its own
 * origin, with the integration's values passed as escaped JSON.
 *
 * Isomorphic and free of tapable and of runtime zod.
 */
import type { z } from 'zod';
import type { SchemaTexts } from '../i18n/schema-texts/translate.ts';
import type { ChorusPlugin } from './plugin.ts';
import type { PluginHost } from './host.ts';

/** Pages an integration may run on: the owner's pages now; the public wall may follow. */
export type IntegrationPage = 'owner' | 'wall';

/** Which accounts see it: everyone, or paying plans only (never basic, trial or deactivated). */
export type IntegrationPlans = 'all' | 'paying';

/** One `<script>` element an integration adds to a page. */
export interface IntegrationScript {
  /** An https address (or the integration's boot script, `context.bootPath`). */
  readonly src: string;
  readonly async?: boolean;
  readonly defer?: boolean;
  /** `data-*` attributes, without the `data-` prefix: `{ domain: 'example.org' }`. */
  readonly data?: Readonly<Record<string, string>>;
}

/** Origins (`https://host[:port]`) an integration's page needs, per CSP directive. */
export interface IntegrationOrigins {
  readonly scriptSrc?: readonly string[];
  readonly connectSrc?: readonly string[];
  readonly frameSrc?: readonly string[];
  readonly imgSrc?: readonly string[];
}

/**
 * A first-party boot script: static code of the plugin's own, run with `values` (the operator's
 * settings it needs) as its one argument, `values`. The server serves it as
 * `(function (values) { <code> })(<values as escaped JSON>);`, so no setting is ever code.
 */
export interface IntegrationBoot {
  readonly code: string;
  readonly values: Readonly<Record<string, string | number | boolean | null>>;
}

/** What an integration adds to a page. */
export interface IntegrationOutput {
  /** The script tags, in order. */
  readonly scripts: readonly IntegrationScript[];
  /**
   * Origins beyond the scripts' own (which are added to script-src by the server): where the
   * tracker sends its beacons (connect-src), a chat's frame (frame-src), pixels (img-src).
   */
  readonly origins?: IntegrationOrigins;
  /** The boot script served at `context.bootPath`, when `scripts` names it. */
  readonly boot?: IntegrationBoot;
}

/** What `render` is told about where it runs. */
export interface IntegrationRenderContext {
  /** The address of this integration's boot script on this origin: `/integrations/<id>/boot.js`. */
  readonly bootPath: string;
}

/** An installed integration, as the host lists it. */
export interface Integration<TSettings = unknown> {
  /** Unique id (`tracking`, `chat`); its settings are stored under it. */
  readonly id: string;
  /** Its name in the admin screen. */
  readonly displayName: string;
  /** One sentence under its name in the admin screen. */
  readonly description: string;
  /** Where its scripts go. */
  readonly pages: readonly IntegrationPage[];
  /** Whose pages get it (hosted mode; a self-hosted instance gives every account every plan). */
  readonly plans: IntegrationPlans;
  /** The operator's settings, with `.meta({ title, description })` for the admin form. */
  readonly settingsSchema: z.ZodType<TSettings>;
  /** Translations of the settings' titles and descriptions, and of the name and description. */
  readonly texts?: SchemaTexts;
  /** The script tags and origins for these (validated) settings. */
  render(settings: TSettings, context: IntegrationRenderContext): IntegrationOutput;
}

/** What {@link defineIntegration} takes. */
export interface IntegrationDefinition<TSchema extends z.ZodType> {
  readonly id: string;
  readonly displayName: string;
  readonly description: string;
  readonly pages: readonly IntegrationPage[];
  /** Defaults to `'all'`. */
  readonly plans?: IntegrationPlans;
  readonly settingsSchema: TSchema;
  readonly texts?: SchemaTexts;
  render(settings: z.output<TSchema>, context: IntegrationRenderContext): IntegrationOutput;
}

/**
 * Makes the factory of an integration plugin (kind `'integration'`, named `integration-<id>`):
 * its `apply` adds the integration to the host's `integrations` hook. It has no plugin options:
 * the operator's settings come from the admin screen.
 */
export function defineIntegration<TSchema extends z.ZodType>(
  definition: IntegrationDefinition<TSchema>,
): () => ChorusPlugin<unknown> & { readonly integration: Integration<z.output<TSchema>> } {
  const integration: Integration<z.output<TSchema>> = Object.freeze({
    id: definition.id,
    displayName: definition.displayName,
    description: definition.description,
    pages: Object.freeze([...definition.pages]),
    plans: definition.plans ?? 'all',
    settingsSchema: definition.settingsSchema as z.ZodType<z.output<TSchema>>,
    ...(definition.texts ? { texts: definition.texts } : {}),
    render: (settings: z.output<TSchema>, context: IntegrationRenderContext) =>
      definition.render(settings, context),
  });
  const name = `integration-${definition.id}`;
  return () =>
    Object.freeze({
      name,
      kind: 'integration' as const,
      integration,
      apply(host: PluginHost) {
        host.hooks.integrations.tap(name, (list) => [...list, integration as Integration]);
      },
    });
}

/** Plans that do not pay: they never see a `'paying'` integration in hosted mode. */
export const nonPayingPlans: readonly string[] = ['basic', 'trial', 'deactivated'];

/** Whether an account on `plan` (null: nobody signed in) gets an integration on its pages. */
export function integrationRunsFor(integration: Integration, plan: string | null): boolean {
  if (integration.plans === 'all') return true;
  return plan !== null && !nonPayingPlans.includes(plan);
}

/**
 * Addresses a script or an origin may have: https, or http on a loopback address; with
 * `sockets`, wss too (and ws on loopback), for connect-src.
 */
function allowedUrl(value: string, sockets = false): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:' || (sockets && url.protocol === 'wss:')) return url;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  const plain = url.protocol === 'http:' || (sockets && url.protocol === 'ws:');
  return plain && loopback ? url : null;
}

/**
 * Whether a script address is one an integration may load: `https:` (or `http:` on a loopback
 * address, for local tests), no user name or password in it.
 */
export function isIntegrationUrl(value: string): boolean {
  return allowedUrl(value) !== null;
}

/**
 * The origin of an allowed address (`https://plausible.io`); null for any other. With
 * `sockets`, a `wss:` address's origin too (`wss://relay.example`), for connect-src.
 */
export function integrationOriginOf(value: string, sockets = false): string | null {
  const url = allowedUrl(value, sockets);
  if (!url) return null;
  // URL.origin is "null" for ws and wss in some runtimes: build it from its parts.
  return `${url.protocol}//${url.host}`;
}

/** The boot script's path of an integration. */
export function integrationBootPath(id: string): string {
  return `/integrations/${id}/boot.js`;
}

/** JSON that may stand in a script: `<`, `>`, `&` and the line separators escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The source of a boot script: its static code called with its values. */
export function bootScriptSource(boot: IntegrationBoot): string {
  return `"use strict";\n(function (values) {\n${boot.code}\n})(${scriptSafeJson(boot.values)});\n`;
}

/** The CSP additions of one page: each directive's extra origins, sorted and unique. */
export interface IntegrationCsp {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
  readonly frameSrc: readonly string[];
  readonly imgSrc: readonly string[];
}

/**
 * The CSP origins a page's integrations need: each script's own origin (script-src; none for
 * the first-party boot script) plus the origins they declare. An address that is not an
 * allowed URL is dropped; it never becomes a source expression.
 */
export function integrationCspOf(outputs: readonly IntegrationOutput[]): IntegrationCsp {
  const sets = {
    scriptSrc: new Set<string>(),
    connectSrc: new Set<string>(),
    frameSrc: new Set<string>(),
    imgSrc: new Set<string>(),
  };
  for (const output of outputs) {
    for (const script of output.scripts) {
      if (script.src.startsWith('/')) continue;
      const origin = integrationOriginOf(script.src);
      if (origin) sets.scriptSrc.add(origin);
    }
    for (const key of Object.keys(sets) as (keyof typeof sets)[]) {
      for (const value of output.origins?.[key] ?? []) {
        const origin = integrationOriginOf(value, key === 'connectSrc');
        if (origin) sets[key].add(origin);
      }
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    scriptSrc: sorted(sets.scriptSrc),
    connectSrc: sorted(sets.connectSrc),
    frameSrc: sorted(sets.frameSrc),
    imgSrc: sorted(sets.imgSrc),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of a page's integration scripts. A script whose address is neither this origin's
 * path nor an allowed URL, or a data attribute name that is not a plain lower-case word, is
 * left out.
 */
export function integrationScriptTags(outputs: readonly IntegrationOutput[]): string {
  const tags: string[] = [];
  for (const output of outputs) {
    for (const script of output.scripts) {
      const firstParty = /^\/integrations\/[a-z0-9_-]+\/boot\.js$/.test(script.src);
      if (!firstParty && !isIntegrationUrl(script.src)) continue;
      const attributes = [`src="${escapeAttribute(script.src)}"`];
      if (script.async) attributes.push('async');
      if (script.defer) attributes.push('defer');
      for (const [name, value] of Object.entries(script.data ?? {})) {
        if (!/^[a-z][a-z0-9-]*$/.test(name)) continue;
        attributes.push(`data-${name}="${escapeAttribute(value)}"`);
      }
      tags.push(`<script ${attributes.join(' ')}></script>`);
    }
  }
  return tags.join('');
}
