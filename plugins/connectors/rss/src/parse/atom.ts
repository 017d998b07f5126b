/**
 * Atom 1.0 (RFC 4287) and Atom 0.3: text constructs (text-construct.ts), `link rel="alternate"`,
 * person constructs with feed and `source` fallbacks, plus the Media RSS extensions.
 */
import type { FeedItem, FeedPerson, ParsedFeed } from '../feed-item.ts';
import { maxFeedItems } from '../limits.ts';
import { assembleItem, type ReadContext } from './item.ts';
import { collectMedia } from './media.ts';
import { constructHtml, constructTitle } from './text-construct.ts';
import { resolveUrl } from './urls.ts';
import { child, childText, childWithContent, children, textOf } from './xml-query.ts';
import type { XmlElement } from './xml-tree.ts';

/** Reads an Atom document (root `feed`, namespaced or, sloppily, not). */
export function readAtom(root: XmlElement, context: ReadContext): ParsedFeed {
  const ns = root.name === 'atom:feed' ? 'atom:' : '';
  const title = constructTitle(child(root, `${ns}title`));
  const link = alternateLink(root, ns);
  const logo = child(root, `${ns}icon`, `${ns}logo`);
  const author = person(child(root, `${ns}author`), ns);
  const feedAuthor: FeedPerson = {
    name: author?.name ?? (title || null),
    link: author?.link ?? link,
    picture: logo ? resolveUrl(textOf(logo), logo.base) : null,
  };
  const items = children(root, `${ns}entry`)
    .slice(0, maxFeedItems)
    .map((entry) => readEntry(entry, ns, feedAuthor, link, context));
  return { format: 'atom', title, link, items };
}

/** Entries without an author are the feed author's; others link to their page or the site. */
function readEntry(
  entry: XmlElement,
  ns: string,
  feedAuthor: FeedPerson,
  siteLink: string | null,
  context: ReadContext,
): FeedItem {
  const link = alternateLink(entry, ns);
  const content = childWithContent(entry, `${ns}content`);
  // Out-of-line content (`src`) is not fetched: the summary stands in for it.
  const body = content && content.attributes['src'] === undefined ? content : undefined;
  const htmlElement = body ?? childWithContent(entry, `${ns}summary`);
  const source = child(entry, `${ns}source`);
  const author =
    person(child(entry, `${ns}author`), ns) ??
    (source && person(child(source, `${ns}author`), ns)) ??
    null;
  return assembleItem(
    {
      id: childText(entry, `${ns}id`) || null,
      title: constructTitle(child(entry, `${ns}title`)),
      html: constructHtml(htmlElement),
      htmlBase: htmlElement?.base ?? entry.base,
      link,
      author: author
        ? { ...feedAuthor, name: author.name, link: author.link ?? siteLink }
        : feedAuthor,
      // Atom 0.3 named them issued, created and modified.
      dates: ['published', 'issued', 'created', 'updated', 'modified'].map((name) =>
        childText(entry, `${ns}${name}`),
      ),
      media: (html) => collectMedia({ item: entry, html }),
    },
    context,
  );
}

/** The `link rel="alternate"` (or rel-less) href, preferring an HTML one. */
function alternateLink(element: XmlElement, ns: string): string | null {
  const alternates = children(element, `${ns}link`).filter(
    (link) => (link.attributes['rel'] ?? 'alternate') === 'alternate',
  );
  const best =
    alternates.find((link) => /html/i.test(link.attributes['type'] ?? 'text/html')) ??
    alternates[0];
  return best ? resolveUrl(best.attributes['href'], best.base) : null;
}

/** An Atom person construct's name and page; null without a name. */
export function person(
  element: XmlElement | undefined,
  ns: string,
): Pick<FeedPerson, 'name' | 'link'> | null {
  if (element === undefined) return null;
  const name = childText(element, `${ns}name`);
  const uri = child(element, `${ns}uri`);
  if (name === '') return null;
  return { name, link: uri ? resolveUrl(textOf(uri), uri.base) : null };
}
