/**
 * A large, realistic RSS 2.0 document built in memory: every item has a guid, a date, an
 * author, HTML content with a link and an image, and a Media RSS picture.
 */

/** The bytes of an RSS 2.0 feed of `items` items (about 1 KB each). */
export function largeRssFeed(items: number): Uint8Array {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel><title>Bench &amp; Co</title><link>https://bench.example.com/</link>',
  ];
  const start = Date.UTC(2024, 0, 1);
  for (let index = 0; index < items; index++) {
    const date = new Date(start + index * 60_000).toUTCString();
    parts.push(
      `<item><title>Item ${index}: caf&#233; &amp; “quotes”</title>`,
      `<link>https://bench.example.com/posts/${index}</link>`,
      `<guid isPermaLink="false">bench-${index}</guid><pubDate>${date}</pubDate>`,
      `<dc:creator>Writer ${index % 17}</dc:creator>`,
      `<description>Short summary of item ${index}.</description>`,
      '<content:encoded><![CDATA[<p>Paragraph with <a href="/about">a relative link</a>,',
      ' <strong>bold</strong> text and an image:</p><p><img src="/img/',
      `${index}.jpg" width="640" height="480" alt="Picture ${index}"></p>`,
      '<p onclick="x()">Some more text to sanitize, <em>emphasis</em> and a list:</p>',
      '<ul><li>one</li><li>two</li><li>three</li></ul>]]></content:encoded>',
      `<media:content url="https://cdn.bench.example.com/${index}.jpg" medium="image"`,
      ' width="1200" height="800"/></item>',
    );
  }
  parts.push('</channel></rss>');
  return new TextEncoder().encode(parts.join('\n'));
}
