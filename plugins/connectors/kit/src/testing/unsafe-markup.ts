/**
 * An independent check of stored post HTML, for the security suite: the HTML is parsed with
 * parse5 (the WHATWG algorithm browsers implement, not the sanitizer's own parser) inside a
 * `<div>`, as a wall's `innerHTML` would be, then every element, attribute and URL is held to
 * the post HTML contract of docs/connector-kit.md. The serialized tree is parsed a second time
 * and checked again, so markup that only turns dangerous on re-parsing (mutation XSS) is caught.
 */
import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { allowedTags, embedHosts, embedSandbox } from '../sanitize/policy.ts';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/** The attributes each kept tag may carry; every other tag carries none. */
const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox'],
};

/**
 * Attributes that load, submit, navigate, style or run something: named in findings so a
 * failure says what kind of hole it is, even though the allowlist above refuses them anyway.
 */
const dangerousAttributes = new Set([
  'style',
  'srcdoc',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'data',
  'codebase',
  'ping',
  'lowsrc',
  'dynsrc',
  'manifest',
  'http-equiv',
  'is',
]);

/**
 * The URL a browser would see in an attribute value: the WHATWG URL parser itself drops tabs
 * and newlines and trims C0 controls and spaces, as browsers do.
 */
function browserUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Why `value` is not an acceptable absolute URL with one of `schemes`, or null when it is. */
export function unsafeUrl(value: string, schemes: readonly string[] = ['http:', 'https:']) {
  const url = browserUrl(value);
  if (url === null) return `not an absolute URL: ${JSON.stringify(value)}`;
  if (!schemes.includes(url.protocol)) return `scheme ${url.protocol} in ${JSON.stringify(value)}`;
  return null;
}

/** Why an iframe source is not a known player, or null. */
function unsafeEmbed(value: string): string | null {
  const problem = unsafeUrl(value, ['https:']);
  if (problem !== null) return problem;
  const url = new URL(value);
  const prefix = embedHosts[url.hostname];
  if (prefix === undefined || url.port !== '' || url.username !== '' || url.password !== '') {
    return `iframe outside the embed allowlist: ${value}`;
  }
  if (!url.pathname.startsWith(prefix)) return `iframe outside the player path: ${value}`;
  return null;
}

function elementFindings(element: Element): string[] {
  const findings: string[] = [];
  const tag = element.tagName;
  if (element.namespaceURI !== parse5Html.NS.HTML) {
    findings.push(`foreign (${element.namespaceURI}) element <${tag}>`);
  }
  if (!allowedTags.includes(tag)) findings.push(`element <${tag}>`);
  const allowed = allowedAttributes[tag] ?? [];
  for (const attribute of element.attrs) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    const where = `<${tag} ${name}=${JSON.stringify(attribute.value)}>`;
    if (name.toLowerCase().startsWith('on')) findings.push(`event handler ${where}`);
    else if (dangerousAttributes.has(name.toLowerCase())) findings.push(`attribute ${where}`);
    else if (!allowed.includes(name)) findings.push(`attribute not allowed ${where}`);
  }
  const value = (name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;
  const href = value('href');
  const src = value('src');
  let urlProblem: string | null = null;
  if (tag === 'a' && href !== undefined)
    urlProblem = unsafeUrl(href, ['http:', 'https:', 'mailto:']);
  if (tag === 'img') urlProblem = unsafeUrl(src ?? '');
  if (tag === 'iframe') {
    urlProblem = unsafeEmbed(src ?? '');
    if (value('sandbox') !== embedSandbox)
      findings.push(`iframe sandbox ${String(value('sandbox'))}`);
  }
  if (urlProblem !== null) findings.push(`<${tag}>: ${urlProblem}`);
  if (tag === 'a' && href !== undefined) {
    if (value('target') !== '_blank') findings.push(`<a> target ${String(value('target'))}`);
    if (!(value('rel') ?? '').split(/\s+/).includes('noopener'))
      findings.push('<a> without noopener');
  }
  return findings;
}

function walk(parent: ParentNode, findings: string[]): void {
  for (const node of parent.childNodes as ChildNode[]) {
    if (node.nodeName === '#comment') {
      findings.push('comment');
    } else if (defaultTreeAdapter.isElementNode(node)) {
      findings.push(...elementFindings(node));
      walk(node, findings);
      if ('content' in node) walk(node.content, findings);
    }
  }
}

function parseInDiv(html: string) {
  const context = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);
  return parseFragment(context, html, {});
}

/**
 * What is unsafe in post HTML: elements outside the allowlist (script, style, svg, math, form,
 * base, meta, object, embed...), event handlers and other unlisted attributes, link and image
 * URLs that are not http(s) (mailto for links), iframes outside the embed allowlist or without
 * the sandbox, and comments. Empty when the HTML is safe to set as `innerHTML`.
 */
export function unsafeMarkup(html: string): string[] {
  const findings: string[] = [];
  const fragment = parseInDiv(html);
  walk(fragment, findings);
  // Parsed again from its own serialization, as a second innerHTML round trip would be.
  walk(parseInDiv(serialize(fragment)), findings);
  return [...new Set(findings)];
}
