/** Adopting the owner's custom CSS into the page while the wall shows (see scoped-css.ts). */
import { useEffect } from 'react';
import { customCssScope, scopedStyleSheet } from './scoped-css.ts';

/**
 * Adds `css`, kept to `scope`, to the document's adopted stylesheets after the page's own, and
 * takes it away when the wall goes or the text changes. No `<style>` element is made, so the
 * page's CSP needs no `'unsafe-inline'` for it.
 */
export function useCustomCss(css: string | undefined, scope = customCssScope): void {
  useEffect(() => {
    if (!css || !('adoptedStyleSheets' in document)) return;
    const sheet = scopedStyleSheet(css, scope);
    if (sheet === null) return;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
    };
  }, [css, scope]);
}
