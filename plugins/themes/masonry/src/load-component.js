/**
 * Loads the masonry component on demand. Plain JavaScript on purpose: programs that read the
 * manifests without JSX or the DOM (the server typechecking chorus.config.ts) must never
 * resolve the .tsx module; Vite still sees the literal import and makes it its own chunk.
 * Types: load-component.d.ts.
 */
export const loadMasonryModule = () => import('./MasonryWall.tsx');
