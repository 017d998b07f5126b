/**
 * `@chorus/theme-kit/testing`: the kit's test helpers, for theme packages' tests only (never
 * imported by a wall). The repo's rule: test helpers live in a `testing.ts` module or a
 * `testing/` folder beside the code they help test, and a package exports them as
 * `<package>/testing` (docs/themes.md).
 */
export { describeOptionsReader, storedSlideOptions } from './options-reader.ts';
export { testPost } from './posts.ts';
export { renderThemeOnServer, serverRenderProps } from './server-render.ts';
