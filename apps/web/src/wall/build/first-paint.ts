/**
 * The wall's first paint (docs/performance.md): index.html paints a static loading status from
 * the message catalogue before any script runs (no inline code, so the wall's CSP holds), and
 * asks the browser to fetch the wall chunk, its imports and its stylesheet beside the entry
 * instead of after it. The wall is the page visitors open, so every page pays this small
 * preload; owner pages stay lazy chunks nobody preloads.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The placeholder in index.html that becomes the loading message. */
export const loadingPlaceholder = '%CHORUS_PAGE_LOADING%';

/** The module whose chunk every wall path needs first. */
export const wallModuleSuffix = '/src/wall/WallPage.tsx';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The chunk facts first paint needs (a subset of Rolldown's output chunk). */
export interface ChunkFacts {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The preload tags of the wall chunk: it, its static imports (not the entry), its CSS. */
export function wallPreloadTags(
  bundle: Readonly<Record<string, ChunkFacts>>,
  base: string,
): HtmlTagDescriptor[] {
  const wall = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(wallModuleSuffix),
  );
  if (!wall) return [];
  // What the entry imports statically, the page already loads (and Vite preloads).
  const loaded = new Set<string>();
  const load = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName)) return;
    loaded.add(fileName);
    chunk.imports?.forEach(load);
  };
  Object.values(bundle)
    .filter((output) => output.type === 'chunk' && output.isEntry)
    .forEach((entry) => load(entry.fileName));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName) || scripts.has(fileName)) return;
    scripts.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(wall.fileName);
  const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { ...attrs, crossorigin: true },
    injectTo: 'head',
  });
  return [
    ...[...scripts].map((file) => link({ rel: 'modulepreload', href: `${base}${file}` })),
    ...[...styles].map((file) => link({ rel: 'preload', as: 'style', href: `${base}${file}` })),
  ];
}

/** Fills in the loading message and, in a build, preloads the wall chunk. */
export function chorusFirstPaint(): Plugin {
  let base = '/';
  let loading = '';
  return {
    name: 'chorus:first-paint',
    async configResolved(config) {
      base = config.base;
      // Through tsx, as the Vite config cannot import core's TypeScript directly.
      const { tsImport } = await import('tsx/esm/api');
      const catalogue = (await tsImport('@chorus/core/messages', import.meta.url)) as {
        messages: { pageLoading: string };
      };
      loading = catalogue.messages.pageLoading;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const filled = html.replaceAll(loadingPlaceholder, escapeHtml(loading));
        const tags = context.bundle
          ? wallPreloadTags(context.bundle as Record<string, ChunkFacts>, base)
          : [];
        return { html: filled, tags };
      },
    },
  };
}
