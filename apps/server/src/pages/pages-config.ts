/**
 * Where the operator's Markdown pages live (CHORUS_PAGES_DIR in docs/operations.md): `/pages/x`
 * serves `<dir>/x.md`, `/pages/tmp/x` its `tmp/` sub-folder's `x.md`. The default is `./pages`
 * beside the default data directory, resolved from where Chorus was started.
 */
import path from 'node:path';
import { z } from 'zod';

/** The environment variable of the pages folder. */
export const pagesEnvironmentShape = {
  CHORUS_PAGES_DIR: z.string().trim().min(1).optional(),
};

/** The pages folder, absolute. */
export function pagesDirOf(env: { readonly CHORUS_PAGES_DIR?: string | undefined }, base: string) {
  return path.resolve(base, env.CHORUS_PAGES_DIR ?? 'pages');
}
