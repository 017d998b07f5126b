import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeNetwork, type FakeNetwork } from '@chorus/connector-kit/testing';
import { maxXmlDepth, maxXmlElements, maxXmlReferences } from '../limits.ts';
import { readXmlTree, type XmlElement } from './xml-tree.ts';
import { textOf } from './xml-query.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

const read = (xml: string, url: string | null = null): XmlElement =>
  readXmlTree(xml, { url, checkRoot: () => {} });

/** Runs `act` and returns the SourceError it throws (kind and message). */
function failure(act: () => unknown): { kind: string; message: string } {
  try {
    act();
  } catch (error) {
    const { kind, message } = error as { kind: string; message: string };
    return { kind, message };
  }
  throw new Error('expected a SourceError');
}

const entityMessage =
  'This feed declares its own XML entities (a DOCTYPE internal subset); Chorus does not read such feeds.';

let network: FakeNetwork | undefined;
afterEach(async () => {
  await network?.close();
  network = undefined;
});

describe('readXmlTree against hostile documents', () => {
  it('refuses a billion-laughs document', { timeout: 60_000 }, () => {
    expect(failure(() => read(fixture('billion-laughs.xml')))).toEqual({
      kind: 'invalid_source',
      message: entityMessage,
    });
  });

  it('refuses external entities and never fetches them', { timeout: 60_000 }, async () => {
    network = await startFakeNetwork([{ path: /.*/, respond: { body: 'secret' } }]);
    const documents = [
      `<!DOCTYPE rss [<!ENTITY xxe SYSTEM "${network.baseUrl}/secret">]><rss>&xxe;</rss>`,
      `<!DOCTYPE rss [<!ENTITY xxe PUBLIC "-//X//Y" "${network.baseUrl}/public">]><rss>&xxe;</rss>`,
      `<!DOCTYPE rss [<!ENTITY % dtd SYSTEM "${network.baseUrl}/evil.dtd"> %dtd;]><rss/>`,
      '<!DOCTYPE rss [<!ENTITY file SYSTEM "file:///etc/passwd">]><rss>&file;</rss>',
    ];
    for (const xml of documents) {
      expect(failure(() => read(xml))).toEqual({ kind: 'invalid_source', message: entityMessage });
    }
    // A DOCTYPE naming an external DTD is allowed, and the DTD is never fetched either.
    const root = read(`<!DOCTYPE rss SYSTEM "${network.baseUrl}/rss.dtd"><rss><t>ok</t></rss>`);
    expect(root.name).toBe('rss');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.requests).toHaveLength(0);
  });

  it('refuses a document with one huge entity', { timeout: 60_000 }, () => {
    const xml = `<!DOCTYPE rss [<!ENTITY big "${'A'.repeat(5_000_000)}">]><rss><t>&big;&big;</t></rss>`;
    expect(failure(() => read(xml))).toEqual({ kind: 'invalid_source', message: entityMessage });
  });

  it('refuses a document of a million numeric character references', { timeout: 60_000 }, () => {
    const xml = `<rss><t>${'&#65;'.repeat(1_000_000)}</t></rss>`;
    expect(failure(() => read(xml))).toEqual({
      kind: 'invalid_source',
      message: `This feed has more than ${maxXmlReferences} character references.`,
    });
  });

  it('refuses nesting deeper than the limit', { timeout: 60_000 }, () => {
    const depth = maxXmlDepth + 1;
    const xml = `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;
    expect(failure(() => read(xml))).toEqual({
      kind: 'invalid_source',
      message: `This feed nests elements deeper than ${maxXmlDepth}.`,
    });
  });

  it('refuses more elements than the limit', { timeout: 60_000 }, () => {
    const xml = `<rss>${'<i/>'.repeat(maxXmlElements)}</rss>`;
    expect(failure(() => read(xml))).toEqual({
      kind: 'invalid_source',
      message: `This feed has more than ${maxXmlElements} elements.`,
    });
  });

  it('reports malformed XML as failing, with the line', () => {
    expect(failure(() => read('<rss>\n<channel>\n<title>x</channel></rss>'))).toEqual({
      kind: 'failing',
      message: 'This feed is not well-formed XML (line 3: unexpected close tag.)',
    });
  });

  it('stops at the root when the caller refuses it', () => {
    let seen = '';
    const refused = failure(() =>
      readXmlTree('<html><body>', {
        url: null,
        checkRoot: (name) => {
          seen = name;
          throw Object.assign(new Error('no'), { kind: 'invalid_source' });
        },
      }),
    );
    expect(seen).toBe('html');
    expect(refused.kind).toBe('invalid_source');
  });
});

describe('readXmlTree on sloppy but readable documents', () => {
  it('decodes predefined, numeric and common HTML entities', () => {
    const root = read(
      '<t>&lt;b&gt; &amp; &quot;&apos; &#233;&#xE9; &nbsp;&eacute;&hellip;&mdash;&euro;&Omega;&sigmaf;</t>',
    );
    expect(textOf(root)).toBe('<b> & "\' éé \u00a0é…—€Ως');
  });

  it('keeps undefined entities and stray ampersands as text', () => {
    const root = read('<t>AT&T &amp;&bogus; &constructor; a && b &#xZZ; Q&A?</t>');
    expect(textOf(root)).toBe('AT&T &&bogus; &constructor; a && b &#xZZ; Q&A?');
  });

  it('leaves CDATA sections as written', () => {
    expect(textOf(read('<t><![CDATA[<p>a & b &amp; c</p>]]></t>'))).toBe('<p>a & b &amp; c</p>');
  });

  it('ignores whatever follows the root element', () => {
    expect(read('<rss><t>x</t></rss>\n<!-- generated --> trailing junk').name).toBe('rss');
    const root = read('<rss><t>x</t></rss>\u0000\u0000<feed><t>y</t></feed>');
    expect(root.name).toBe('rss');
    expect(root.children).toHaveLength(1);
  });

  it('drops the control characters XML forbids', () => {
    expect(textOf(read('<t>a\u0001b\u000bc\u001fd\ttab</t>'))).toBe('abcd\ttab');
  });

  it('gives canonical prefixes whatever the document chose, and resolves xml:base', () => {
    const root = read(
      '<rss xmlns:c="http://purl.org/rss/1.0/modules/content/" xmlns:m="http://search.yahoo.com/mrss/">' +
        '<channel xml:base="/blog/"><item xml:base="posts/"><c:encoded>x</c:encoded>' +
        '<m:content url="a.jpg"/><undeclared:thing/></item></channel></rss>',
      'https://example.com/feed.xml',
    );
    const channel = root.children[0] as XmlElement;
    const item = channel.children[0] as XmlElement;
    expect(channel.base).toBe('https://example.com/blog/');
    expect(item.base).toBe('https://example.com/blog/posts/');
    expect(item.children.map((node) => (node as XmlElement).name)).toEqual([
      'content:encoded',
      'media:content',
      'undeclared:thing',
    ]);
  });
});
