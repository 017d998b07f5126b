/**
 * Feed vocabularies by namespace URI. Element and attribute names are rewritten to one
 * canonical prefix per vocabulary (`dc:creator`, `media:content`, `atom:link`...), whatever
 * prefix the document chose; the RSS vocabularies themselves carry no prefix.
 */

const canonicalPrefixes: Readonly<Record<string, string>> = {
  'http://www.w3.org/2005/Atom': 'atom',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://www.w3.org/XML/1998/namespace': 'xml',
  'http://www.w3.org/1999/xhtml': 'xhtml',
  // RSS 1.0, RSS 0.90 and the rarely declared RSS 2.0 namespace: plain RSS names.
  'http://purl.org/rss/1.0/': '',
  'http://my.netscape.com/rdf/simple/0.9/': '',
  'http://backend.userland.com/rss2': '',
};

/** Prefix → namespace URI, as declared on an element and its ancestors. */
export type NamespaceScope = Readonly<Record<string, string>>;

/** The scope every document starts with: `xml:` is bound by the XML specification. */
export const rootNamespaceScope: NamespaceScope = Object.freeze({
  xml: 'http://www.w3.org/XML/1998/namespace',
});

/** The scope of an element: its parent's plus its own `xmlns` / `xmlns:p` attributes. */
export function scopeWith(
  parent: NamespaceScope,
  attributes: Readonly<Record<string, string>>,
): NamespaceScope {
  let scope: Record<string, string> | null = null;
  for (const name in attributes) {
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
    scope ??= { ...parent };
    scope[name === 'xmlns' ? '' : name.slice(6)] = (attributes[name] as string).trim();
  }
  return scope ?? parent;
}

/**
 * The canonical name of an element or attribute. Unprefixed attributes have no namespace;
 * unknown vocabularies and undeclared prefixes keep the name as written.
 */
export function canonicalName(
  name: string,
  scope: NamespaceScope,
  kind: 'element' | 'attribute',
): string {
  // A document names the same few elements thousands of times, mostly in one scope.
  let known = canonicalNames.get(scope);
  if (known === undefined) canonicalNames.set(scope, (known = new Map()));
  const key = kind === 'element' ? name : `@${name}`;
  let canonical = known.get(key);
  if (canonical === undefined) {
    // Bounded: a hostile document's endless distinct names are looked up, not kept.
    canonical = lookUpCanonicalName(name, scope, kind);
    if (known.size < 1_000) known.set(key, canonical);
  }
  return canonical;
}

/** The names already made canonical, per scope (a scope is never changed once made). */
const canonicalNames = new WeakMap<NamespaceScope, Map<string, string>>();

function lookUpCanonicalName(
  name: string,
  scope: NamespaceScope,
  kind: 'element' | 'attribute',
): string {
  const colon = name.indexOf(':');
  if (colon === -1 && kind === 'attribute') return name;
  const prefix = colon === -1 ? '' : name.slice(0, colon);
  const local = name.slice(colon + 1);
  const uri = scope[prefix];
  if (uri === undefined) return name;
  const canonical = canonicalPrefixes[uri];
  if (canonical === undefined) return name;
  return canonical === '' ? local : `${canonical}:${local}`;
}
