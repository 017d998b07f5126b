/**
 * A bounded XML reader on saxes, a strict SAX parser that never processes a DTD: no entity is
 * ever defined by the document, so nothing expands and nothing external is fetched. On top of
 * it this module refuses entity declarations outright, bounds depth, element count and
 * character references, and keeps the few mistakes sloppy feeds make recoverable.
 */
import { SaxesParser } from 'saxes';
import { SourceError } from '@chorus/core';
import { maxXmlDepth, maxXmlElements, maxXmlErrors, maxXmlReferences } from '../limits.ts';
import { htmlEntities } from './html-entities.ts';
import { resolveUrl } from './urls.ts';
import { canonicalName, rootNamespaceScope, scopeWith, type NamespaceScope } from './xml-names.ts';

/** One element, with names canonicalized (see xml-names.ts). */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  /** The absolute base URL in effect (xml:base over the document URL), if any. */
  readonly base: string | null;
}

/** An element or a run of text. */
export type XmlNode = XmlElement | string;

/** Options of {@link readXmlTree}. */
export interface XmlTreeOptions {
  /** The document's own URL, the base of relative references. */
  readonly url: string | null;
  /** Called with the root element's canonical name; throwing stops the parse at once. */
  readonly checkRoot: (name: string) => void;
}

/** Errors a sloppy but readable feed produces; the text is kept as written. */
const recoverable = new Set([
  'undefined entity.',
  'disallowed character in entity name.',
  'malformed character entity.',
  'text data outside of root node.',
]);

/** What {@link readXmlTreeLeniently} read. */
export interface LenientXmlTree {
  readonly root: XmlElement;
  /** The first well-formedness error met, or null for a well-formed document. */
  readonly malformed: SourceError | null;
}

/** Parses a whole XML document into a tree, within the limits of limits.ts; strict. */
export function readXmlTree(text: string, options: XmlTreeOptions): XmlElement {
  const { root, malformed } = readXmlTreeLeniently(text, options);
  if (malformed !== null) throw malformed;
  return root;
}

/**
 * Parses a document the way readXmlTree does, but reads on past well-formedness errors (a
 * stray or unclosed tag, a `<` in text): saxes recovers from each error and the tree keeps
 * what it read; the first error is returned beside it. Safety limits still throw at once, and
 * so does the first error once more than maxXmlErrors have been met.
 */
export function readXmlTreeLeniently(text: string, options: XmlTreeOptions): LenientXmlTree {
  const parser = new SaxesParser({ xmlns: false, position: true });
  // A null prototype, so that `&constructor;` finds nothing.
  parser.ENTITIES = Object.assign(Object.create(null) as Record<string, string>, htmlEntities);
  // The open elements and their namespace scopes, side by side (no object per element).
  const stack: XmlElement[] = [];
  const scopes: NamespaceScope[] = [];
  let root: XmlElement | null = null;
  let rootClosed = false;
  let elementCount = 0;
  let malformed: SourceError | null = null;
  let errorCount = 0;

  const addText = (value: string): void => {
    const top = stack[stack.length - 1];
    if (top !== undefined && value !== '') top.children.push(value);
  };

  parser.on('doctype', (doctype) => {
    if (doctype.includes('[') && /<!ENTITY/i.test(doctype)) {
      throw new SourceError(
        'invalid_source',
        'This feed declares its own XML entities (a DOCTYPE internal subset); Chorus does not read such feeds.',
      );
    }
  });
  parser.on('opentag', (tag) => {
    if (rootClosed) return;
    elementCount += 1;
    if (elementCount > maxXmlElements) {
      throw new SourceError(
        'invalid_source',
        `This feed has more than ${maxXmlElements} elements.`,
      );
    }
    if (stack.length >= maxXmlDepth) {
      throw new SourceError(
        'invalid_source',
        `This feed nests elements deeper than ${maxXmlDepth}.`,
      );
    }
    const parent = stack[stack.length - 1];
    const scope = scopeWith(scopes[scopes.length - 1] ?? rootNamespaceScope, tag.attributes);
    const attributes = canonicalAttributes(tag.attributes, scope);
    const parentBase = parent === undefined ? options.url : parent.base;
    const xmlBase = attributes['xml:base'];
    const base =
      xmlBase === undefined ? parentBase : (resolveUrl(xmlBase, parentBase) ?? parentBase);
    const element: XmlElement = {
      name: canonicalName(tag.name, scope, 'element'),
      attributes,
      children: [],
      base,
    };
    if (parent === undefined) {
      options.checkRoot(element.name);
      root = element;
    } else {
      parent.children.push(element);
    }
    stack.push(element);
    scopes.push(scope);
  });
  ignoreUnmatchedCloseTags(parser);
  parser.on('closetag', (tag) => {
    if (rootClosed || standIns.has(tag)) return;
    stack.pop();
    scopes.pop();
    rootClosed = stack.length === 0;
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (error) => {
    const message = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    // Whatever follows the root element (NUL padding, a second document) is not read.
    if (rootClosed || recoverable.has(message)) return;
    malformed ??= new SourceError(
      'failing',
      `This feed is not well-formed XML (line ${parser.line}: ${message})`,
    );
    errorCount += 1;
    if (errorCount > maxXmlErrors) throw malformed;
  });

  parser.write(guardReferences(text.replace(forbiddenCharacters, ''))).close();
  if (root === null) throw malformed ?? new SourceError('failing', 'This feed is empty.');
  return { root, malformed };
}

/** The attributes of elements that have none: shared, never written. */
const noAttributes: Readonly<Record<string, string>> = Object.freeze(Object.create(null));

/** An element's attributes under their canonical names, in an object of their own. */
function canonicalAttributes(
  written: Readonly<Record<string, string>>,
  scope: NamespaceScope,
): Readonly<Record<string, string>> {
  let attributes: Record<string, string> | null = null;
  for (const name in written) {
    // A null prototype: an attribute named `__proto__` is just an attribute.
    attributes ??= Object.create(null) as Record<string, string>;
    attributes[canonicalName(name, scope, 'attribute')] = written[name] as string;
  }
  return attributes ?? noAttributes;
}

/** The stand-in tags unmatched close tags pop; see {@link ignoreUnmatchedCloseTags}. */
const standIns = new WeakSet<object>();

/** The saxes internals the patch below relies on (saxes 6). */
interface SaxesInternals {
  closeTag(): void;
  tags: unknown[];
  name: string;
  topNS: unknown;
}

/**
 * saxes closes every open element when it meets a close tag that matches none of them, so one
 * stray `</b>` in a title would end the whole document. Here such a tag closes a stand-in
 * instead (which the tree builder skips) and is reported as an error: the rest is read.
 */
function ignoreUnmatchedCloseTags(parser: SaxesParser): void {
  const internals = parser as unknown as SaxesInternals;
  const closeTag = internals.closeTag.bind(parser);
  internals.closeTag = () => {
    const { name } = internals;
    if (name !== '' && !internals.tags.some((tag) => (tag as { name: string }).name === name)) {
      parser.fail(`unmatched closing tag: ${name}.`);
      const standIn = { name, attributes: {}, isSelfClosing: false, ns: internals.topNS };
      standIns.add(standIn);
      internals.tags.push(standIn);
    }
    closeTag();
  };
}

/** Characters XML 1.0 forbids, which sloppy feeds carry in their text; they are dropped. */
// eslint-disable-next-line no-control-regex -- exactly the control characters XML forbids
const forbiddenCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** A well-formed reference at `lastIndex`: bounded, so checking one costs little. */
const referenceAt = /&(?:#[0-9]{1,8};|#x[0-9a-fA-F]{1,8};|[A-Za-z_:][\w.:-]{0,63};)/y;

/**
 * Escapes ampersands that start no reference ("AT&T", unescaped query strings), which would
 * otherwise swallow text up to the next semicolon, and counts numeric character references.
 * CDATA sections are left untouched. A plain scan rather than one regular expression: an
 * unclosed `<![CDATA[` repeated a million times must not make it quadratic.
 */
export function guardReferences(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  let references = 0;
  let cdata = text.indexOf('<![CDATA[');
  let ampersand = text.indexOf('&');
  while (ampersand !== -1) {
    if (cdata !== -1 && cdata < ampersand) {
      const end = text.indexOf(']]>', cdata + 9);
      // An unclosed section: the parser reports it.
      if (end === -1) break;
      cdata = text.indexOf('<![CDATA[', end + 3);
      if (ampersand < end + 3) ampersand = text.indexOf('&', end + 3);
      continue;
    }
    referenceAt.lastIndex = ampersand;
    if (!referenceAt.test(text)) {
      parts.push(text.slice(copied, ampersand), '&amp;');
      copied = ampersand + 1;
    } else if (text.charCodeAt(ampersand + 1) === 0x23 /* # */ && ++references > maxXmlReferences) {
      throw new SourceError(
        'invalid_source',
        `This feed has more than ${maxXmlReferences} character references.`,
      );
    }
    ampersand = text.indexOf('&', ampersand + 1);
  }
  parts.push(text.slice(copied));
  return parts.join('');
}
