/**
 * The players inside a post's description, taken out of it so they load only after a click.
 * The description is the server's sanitized HTML (connector kit's sanitizer): an `<iframe>`
 * there is one of a known player's, with quoted attributes; left in place it would load the
 * player (and its host's cookies) as soon as the post is drawn.
 */

/** A player found in a description. */
export interface DescriptionEmbed {
  readonly src: string;
  readonly title: string;
  readonly width: number | null;
  readonly height: number | null;
}

const iframePattern = /<iframe\b([^>]*)>[\s\S]*?<\/iframe\s*>/gi;
const attributePattern = /([\w-]+)(?:\s*=\s*"([^"]*)")?/g;
const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#34;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decode(value: string): string {
  return value.replace(/&(?:amp|quot|lt|gt|#34|#39);/g, (entity) => entities[entity] ?? entity);
}

function dimension(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The description without its `<iframe>` elements, and those players in order. A description
 * without any comes back as it was.
 */
export function descriptionEmbeds(html: string): {
  readonly html: string;
  readonly embeds: readonly DescriptionEmbed[];
} {
  if (!/<iframe\b/i.test(html)) return { html, embeds: [] };
  const embeds: DescriptionEmbed[] = [];
  const rest = html.replace(iframePattern, (_element, attributes: string) => {
    const found = new Map<string, string>();
    for (const [, name, value] of attributes.matchAll(attributePattern)) {
      if (name !== undefined) found.set(name.toLowerCase(), decode(value ?? ''));
    }
    const src = found.get('src');
    if (src) {
      embeds.push({
        src,
        title: found.get('title') ?? '',
        width: dimension(found.get('width')),
        height: dimension(found.get('height')),
      });
    }
    return '';
  });
  // An unclosed `<iframe` cannot come from the sanitizer; drop it rather than let it load.
  return { html: rest.replace(/<iframe\b[^>]*>/gi, ''), embeds };
}
