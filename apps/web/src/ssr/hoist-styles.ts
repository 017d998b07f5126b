/**
 * Server HTML without `style` attributes. The wall's CSP has no `'unsafe-inline'` for styles,
 * so the `style="..."` React writes for computed sizes (masonry positions, image boxes, the
 * owner's colours) would be dropped by the browser. Each distinct style becomes a rule of one
 * `<style>` element, allowed by its sha256 hash in the CSP, and the element points at it with
 * `data-chorus-style`; before hydrating, the client sets the same declarations through the
 * CSSOM (which the CSP allows) and drops the marker ({@link restoreHoistedStyles}).
 */

/** The attribute that names an element's hoisted style. */
export const hoistedStyleAttribute = 'data-chorus-style';

/** The HTML with its style attributes hoisted, and what the page needs besides. */
export interface HoistedStyles {
  /** The HTML, each `style="..."` replaced by `data-chorus-style="<n>"`. */
  readonly html: string;
  /** The distinct declarations, `n` being the index (carried in the page's JSON data). */
  readonly styles: readonly string[];
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
  const out = html.replace(/<[a-zA-Z][^<>]*>/g, (tag) =>
    tag.replace(/ style="([^"]*)"/, (_attribute, raw: string) => {
      const declarations = decodeAttribute(raw);
      let n = index.get(declarations);
      if (n === undefined) {
        n = styles.length;
        styles.push(declarations);
        index.set(declarations, n);
        if (staysInItsRule(declarations)) {
          rules.push(`[${hoistedStyleAttribute}="${n}"]{${declarations}}`);
        }
      }
      return ` ${hoistedStyleAttribute}="${n}"`;
    }),
  );
  return { html: out, styles, css: rules.join('\n') };
}

/**
 * Puts the hoisted styles back as the elements' own inline styles, through the CSSOM, and
 * removes the markers, so the DOM is what React would have made before it hydrates.
 */
export function restoreHoistedStyles(root: ParentNode, styles: readonly string[]): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${hoistedStyleAttribute}]`)) {
    const declarations = styles[Number(element.getAttribute(hoistedStyleAttribute))];
    if (declarations !== undefined) element.style.cssText = declarations;
    element.removeAttribute(hoistedStyleAttribute);
  }
}
