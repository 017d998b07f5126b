/**
 * RSS 0.91, 0.92 and 2.0 (root `rss`) and RSS 1.0 / 0.90 (root `rdf:RDF`, items beside the
 * channel), with the content, Dublin Core, Atom, Media RSS and iTunes extensions.
 */
import type { FeedItem, FeedPerson, ParsedFeed } from '../feed-item.ts';
import { maxFeedItems } from '../limits.ts';
import { person } from './atom.ts';
import { assembleItem, type ReadContext } from './item.ts';
import { collectMedia } from './media.ts';
import { personName, plainTitle } from './text.ts';
import { resolveUrl } from './urls.ts';
import { constructHtml } from './text-construct.ts';
import {
  child,
  childMarkup,
  childText,
  childWithContent,
  children,
  innerMarkup,
  textOf,
} from './xml-query.ts';
import type { XmlElement } from './xml-tree.ts';

/** Reads an RSS document whose root is `rss` or `rdf:RDF`. */
export function readRss(root: XmlElement, context: ReadContext): ParsedFeed {
  const channel = child(root, 'channel') ?? root;
  const title = plainTitle(childMarkup(channel, 'title', 'dc:title'));
  const link =
    resolveUrl(childText(channel, 'link'), channel.base) ??
    resolveUrl(channel.attributes['rdf:about'], channel.base);
  const feedAuthor: FeedPerson = {
    name:
      personName(childText(channel, 'dc:creator', 'itunes:author', 'managingEditor')) ||
      title ||
      null,
    link,
    picture: feedImage(root, channel),
  };
  // RSS 1.0 puts items beside the channel; RSS 2.0 inside it.
  const items = [...children(channel, 'item'), ...(channel === root ? [] : children(root, 'item'))]
    .slice(0, maxFeedItems)
    .map((item) => readItem(item, feedAuthor, context));
  return { format: root.name === 'rss' ? 'rss' : 'rdf', title, link, items };
}

function readItem(item: XmlElement, feedAuthor: FeedPerson, context: ReadContext): FeedItem {
  const guid = child(item, 'guid');
  const guidText = textOf(guid);
  const guidIsLink = guid !== undefined && guid.attributes['isPermaLink'] !== 'false';
  const alternate = children(item, 'atom:link').find(
    (candidate) => (candidate.attributes['rel'] ?? 'alternate') === 'alternate',
  );
  const link =
    resolveUrl(childText(item, 'link'), item.base) ??
    // Permalink guids are often plain ids in practice: only an absolute URL counts.
    (guidIsLink ? resolveUrl(guidText, null) : null) ??
    resolveUrl(alternate?.attributes['href'], alternate?.base ?? item.base) ??
    resolveUrl(item.attributes['rdf:about'], item.base);
  const encoded = childWithContent(item, 'content:encoded');
  const atomBody = encoded ? undefined : childWithContent(item, 'atom:content', 'atom:summary');
  const body =
    encoded ??
    atomBody ??
    childWithContent(item, 'description', 'dc:description', 'itunes:summary', 'media:description');
  const named = personName(childText(item, 'dc:creator', 'dc:author', 'author', 'itunes:author'));
  const atomAuthor = named === null ? person(child(item, 'atom:author'), 'atom:') : null;
  return assembleItem(
    {
      id: guidText || item.attributes['rdf:about'] || null,
      // HTML a feed left unescaped in a title arrives as elements: markup keeps their text.
      title: plainTitle(childMarkup(item, 'title', 'dc:title')),
      html: atomBody ? constructHtml(atomBody) : innerMarkup(body),
      // Relative references in the HTML belong to the page the item links to.
      htmlBase: body && body.base !== context.url ? body.base : (link ?? item.base),
      link,
      author: named
        ? { ...feedAuthor, name: named }
        : atomAuthor
          ? { ...feedAuthor, name: atomAuthor.name, link: atomAuthor.link ?? feedAuthor.link }
          : feedAuthor,
      dates: [
        childText(item, 'pubDate'),
        childText(item, 'dc:date'),
        childText(item, 'dcterms:issued', 'dcterms:created'),
        childText(item, 'atom:published', 'atom:updated', 'dcterms:modified'),
      ],
      media: (html) => collectMedia({ item, html }),
    },
    context,
  );
}

/** The channel's picture: RSS `image`, `itunes:image`, or a Media RSS thumbnail. */
function feedImage(root: XmlElement, channel: XmlElement): string | null {
  // RSS 1.0 keeps the image beside the channel, which only refers to it.
  const image = [child(channel, 'image'), child(root, 'image')]
    .map((candidate) => candidate && resolveUrl(childText(candidate, 'url'), candidate.base))
    .find(Boolean);
  const itunes = child(channel, 'itunes:image');
  const thumbnail = child(channel, 'media:thumbnail');
  return (
    image ??
    (itunes && resolveUrl(itunes.attributes['href'], itunes.base)) ??
    (thumbnail && resolveUrl(thumbnail.attributes['url'], thumbnail.base)) ??
    null
  );
}
