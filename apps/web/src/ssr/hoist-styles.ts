/**
 * Server HTML without `style` attributes. The wall's CSP has no `'unsafe-inline'` for styles,
 * so the `style="..."` React writes for computed sizes (masonry positions, image boxes, the
 * owner's colours) would be dropped by the browser. Each distinct style becomes a rule of one
 * `<style>` element, allowed by its sha256 hash in the CSP, and the element points at it with
 * `data-chorus-style`; before hydrating, the client sets the same declarations through the
 * CSSOM (which the CSP allows), read back from that rule (or, for the few a rule cannot hold,
 * from the page data), and drops the marker ({@link restoreHoistedStyles}).
 */

/** The attribute that names an element's hoisted style. */
export const hoistedStyleAttribute = 'data-chorus-style';

/** The HTML with its style attributes hoisted, and what the page needs besides. */
export interface HoistedStyles {
  /** The HTML, each `style="..."` replaced by `data-chorus-style="<n>"`. */
  readonly html: string;
  /** The distinct declarations, `n` being the index. */
  readonly styles: readonly string[];
  /**
   * What the page's JSON data carries: the declarations left out of the stylesheet, and ''
   * for each one it holds (the client reads those back from the stylesheet, so the page does
   * not carry them twice).
   */
  readonly pageStyles: readonly string[];
  /** The rules for the `<style>` element (declarations that could leave their rule left out). */
  readonly css: string;
}

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity);
}

/** Declarations that cannot close their rule, open another, or end the `<style>` element. */
function staysInItsRule(declarations: string): boolean {
  return !/[{}<>\\]|\/\*|@/.test(declarations);
}

/**
 * Hoists every `style` attribute of React's server HTML. React writes attribute values in
 * double quotes with `"` escaped, so `style="[^"]*"` inside a tag is exactly one attribute;
 * text content never holds a raw `<`, so the tag pattern cannot match inside text.
 */
export function hoistStyleAttributes(html: string): HoistedStyles {
  const styles: string[] = [];
  const index = new Map<string, number>();
  const rules: string[] = [];
  const pageStyles: string[] = [];
  const out = html.replace(/<[a-zA-Z][^<>]*>/g, (tag) =>
    tag.replace(/ style="([^"]*)"/, (_attribute, raw: string) => {
      const declarations = decodeAttribute(raw);
      let n = index.get(declarations);
      if (n === undefined) {
        n = styles.length;
        styles.push(declarations);
        index.set(declarations, n);
        const ruled = staysInItsRule(declarations);
        if (ruled) rules.push(`[${hoistedStyleAttribute}="${n}"]{${declarations}}`);
        pageStyles.push(ruled ? '' : declarations);
      }
      return ` ${hoistedStyleAttribute}="${n}"`;
    }),
  );
  return { html: out, styles, pageStyles, css: rules.join('\n') };
}

const hoistedSelector = new RegExp(`^\\[${hoistedStyleAttribute}="(\\d+)"\\]$`);

/** The declarations of the hoisted rules in the document's stylesheets, by index. */
function hoistedRules(doc: Document | null): Map<number, string> {
  const found = new Map<number, string>();
  for (const sheet of doc ? [...doc.styleSheets] : []) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of rules) {
      const index = 'selectorText' in rule && hoistedSelector.exec(String(rule.selectorText));
      if (index) found.set(Number(index[1]), (rule as CSSStyleRule).style.cssText);
    }
  }
  return found;
}

/**
 * Puts the hoisted styles back as the elements' own inline styles, through the CSSOM, and
 * removes the markers, so the DOM is what React would have made before it hydrates.
 */
export function restoreHoistedStyles(root: ParentNode, styles: readonly string[]): void {
  let ruled: Map<number, string> | null = null;
  for (const element of root.querySelectorAll<HTMLElement>(`[${hoistedStyleAttribute}]`)) {
    const n = Number(element.getAttribute(hoistedStyleAttribute));
    // '' (or nothing): the page's stylesheet holds it (HoistedStyles.pageStyles).
    let declarations = styles[n];
    if (!declarations) {
      ruled ??= hoistedRules(element.ownerDocument);
      declarations = ruled.get(n) ?? declarations;
    }
    if (declarations !== undefined) element.style.cssText = declarations;
    element.removeAttribute(hoistedStyleAttribute);
  }
}
