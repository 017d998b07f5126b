import type { Cta } from '@chorus/core';
import { withHttpScheme } from '@chorus/core/rules';
import { safeHttpUrl } from './links.ts';

/**
 * The call-to-action button. The server already resolved it (core's resolvePostCta: the
 * post's own, else the wall's for listed sources); an address without a scheme gets http://,
 * and anything that is then not a valid http(s) address hides the button.
 */
export function PostCta({ cta }: { readonly cta: Cta | null }) {
  const href = cta ? safeHttpUrl(withHttpScheme(cta.url)) : null;
  if (!cta || href === null) return null;
  return (
    <a
      className="chorus-cta"
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      style={{ backgroundColor: cta.color, color: cta.text_color }}
    >
      {cta.text || href}
    </a>
  );
}
