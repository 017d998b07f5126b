/**
 * RSS 0.91, 0.92 and 2.0 (root `rss`) and RSS 1.0 / 0.90 (root `rdf:RDF`, items beside the
 * channel), with the content, Dublin Core, Media RSS and iTunes extensions.
 */
import type { FeedItem, FeedPerson, ParsedFeed } from '../feed-item.ts';
import { maxFeedItems } from '../limits.ts';
import { assembleItem, type ReadContext } from './item.ts';
import { collectMedia } from './media.ts';
import { personName, plainTitle } from './text.ts';
import { resolveUrl } from './urls.ts';
import { child, childText, childWithContent, children, innerMarkup, textOf } from './xml-query.ts';
import type { XmlElement } from './xml-tree.ts';

/** Reads an RSS document whose root is `rss` or `rdf:RDF`. */
export function readRss(root: XmlElement, context: ReadContext): ParsedFeed {
  const channel = child(root, 'channel') ?? root;
  const title = plainTitle(childText(channel, 'title', 'dc:title'));
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
  const body = childWithContent(
    item,
    'content:encoded',
    'description',
    'dc:description',
    'itunes:summary',
    'media:description',
  );
  const authorName = personName(childText(item, 'dc:creator', 'author', 'itunes:author'));
  return assembleItem(
    {
      id: guidText || item.attributes['rdf:about'] || null,
      title: plainTitle(childText(item, 'title', 'dc:title')),
      html: innerMarkup(body),
      // Relative references in the HTML belong to the page the item links to.
      htmlBase: body && body.base !== context.url ? body.base : (link ?? item.base),
      link,
      author: authorName ? { ...feedAuthor, name: authorName } : feedAuthor,
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
