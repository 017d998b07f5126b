/**
 * The owner's custom CSS, kept to the wall. The text is parsed by the browser into a
 * constructable stylesheet (`new CSSStyleSheet()` + `replaceSync`): it never becomes markup, so
 * it cannot end a `<style>` element, and constructed sheets ignore `@import`. Every style rule
 * is then re-aimed at the wall's root (`body`, `html` and `:root` mean the root itself); rules
 * that could reach outside it (`@scope`, `@page`, `@import`, `@namespace`, unknown ones) are
 * dropped. CSS runs no script, and the page's CSP still limits what `url()` can load.
 */

/** The selector of the element custom CSS is kept to. */
export const customCssScope = '.chorus-wall';

/** Splits a selector list on its top-level commas (not those inside `()`, `[]` or strings). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const character = list[index];
    if (character === '\\') {
      index += 1;
    } else if (quote !== null) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '(' || character === '[') {
      depth += 1;
    } else if (character === ')' || character === ']') {
      depth = Math.max(0, depth - 1);
    } else if (character === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

const pageRoot = /^(?:html|body|:root)(?![\w-]|\()/i;
const nextPageRoot = /^\s*>?\s*(?=(?:html|body|:root)(?![\w-]|\())/i;

/**
 * One selector aimed at `scope`: a leading `html`, `body` or `:root` (and chains of them, such
 * as `html > body`) becomes the scope itself; any other selector matches inside it.
 */
export function scopeSelector(selector: string, scope: string): string {
  let rest = selector.trim();
  if (!pageRoot.test(rest)) return `${scope} ${rest}`;
  for (;;) {
    rest = rest.replace(pageRoot, '');
    const joined = nextPageRoot.exec(rest);
    if (!joined) break;
    rest = rest.slice(joined[0].length);
  }
  return `${scope}${rest}`;
}

/** A selector list aimed at `scope`, selector by selector. */
export function scopeSelectorList(list: string, scope: string): string {
  return splitSelectorList(list)
    .map((selector) => scopeSelector(selector, scope))
    .join(', ');
}

/** The part of a CSSOM rule this module reads and writes. */
export interface CssRuleLike {
  readonly constructor: { readonly name: string };
  selectorText?: string;
  readonly cssRules?: CssRuleListLike;
}

/** The part of a CSSOM rule list (or a sheet) this module reads and writes. */
export interface CssRuleListLike {
  readonly length: number;
  readonly [index: number]: CssRuleLike;
}

/** A sheet or grouping rule: a rule list that can delete rules. */
export interface CssRuleContainer {
  readonly cssRules: CssRuleListLike;
  deleteRule(index: number): void;
}

/** Grouping rules whose conditions never widen who the rules inside them reach. */
const groupingRules = new Set([
  'CSSMediaRule',
  'CSSSupportsRule',
  'CSSContainerRule',
  'CSSLayerBlockRule',
  'CSSStartingStyleRule',
]);
/** Rules that select no element: kept as they are. */
const harmlessRules = new Set([
  'CSSKeyframesRule',
  'CSSFontFaceRule',
  'CSSPropertyRule',
  'CSSLayerStatementRule',
  'CSSFontFeatureValuesRule',
  'CSSCounterStyleRule',
  'CSSFontPaletteValuesRule',
]);

/**
 * Re-aims every style rule of `container` (a constructed sheet, or a grouping rule in it) at
 * `scope`, and drops the rules that could reach outside it. Rules nested inside a style rule
 * are relative to it, so they stay as written.
 */
export function scopeCssRules(container: CssRuleContainer, scope: string): void {
  for (let index = container.cssRules.length - 1; index >= 0; index -= 1) {
    const rule = container.cssRules[index];
    if (!rule) continue;
    const kind = rule.constructor.name;
    if (kind === 'CSSStyleRule' && typeof rule.selectorText === 'string') {
      rule.selectorText = scopeSelectorList(rule.selectorText, scope);
    } else if (groupingRules.has(kind) && rule.cssRules) {
      scopeCssRules(rule as unknown as CssRuleContainer, scope);
    } else if (!harmlessRules.has(kind)) {
      container.deleteRule(index);
    }
  }
}

/**
 * Parses `css` into a constructable stylesheet kept to `scope`; null when the browser has no
 * constructable stylesheets or the text is empty.
 */
export function scopedStyleSheet(css: string, scope = customCssScope): CSSStyleSheet | null {
  if (css.trim() === '' || typeof CSSStyleSheet === 'undefined') return null;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    scopeCssRules(sheet as unknown as CssRuleContainer, scope);
    return sheet;
  } catch {
    return null;
  }
}
