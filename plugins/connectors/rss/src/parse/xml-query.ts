/** Small readers over the element tree of xml-tree.ts. */
import type { XmlElement, XmlNode } from './xml-tree.ts';

/** The first child element with one of these canonical names, in order of preference. */
export function child(element: XmlElement, ...names: string[]): XmlElement | undefined {
  for (const name of names) {
    const found = element.children.find(
      (node): node is XmlElement => typeof node !== 'string' && node.name === name,
    );
    if (found) return found;
  }
  return undefined;
}

/** The first child with one of these names that has any content, in order of preference. */
export function childWithContent(element: XmlElement, ...names: string[]): XmlElement | undefined {
  for (const name of names) {
    for (const node of element.children) {
      if (typeof node !== 'string' && node.name === name && hasContent(node)) return node;
    }
  }
  return undefined;
}

function hasContent(element: XmlElement): boolean {
  return element.children.some((node) => typeof node !== 'string' || node.trim() !== '');
}

/** Every child element with this canonical name. */
export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter(
    (node): node is XmlElement => typeof node !== 'string' && node.name === name,
  );
}

/** The text directly inside an element, trimmed; '' when absent. */
export function textOf(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  let text = '';
  for (const node of element.children) if (typeof node === 'string') text += node;
  return text.trim();
}

/** The trimmed text of the first child with one of these names; '' when none has any. */
export function childText(element: XmlElement, ...names: string[]): string {
  for (const name of names) {
    const text = textOf(child(element, name));
    if (text !== '') return text;
  }
  return '';
}

/**
 * The first child with one of these names that has content, as markup (see innerMarkup):
 * for text that may hold HTML a feed left unescaped (`<title>A <b>bold</b> move</title>`).
 */
export function childMarkup(element: XmlElement, ...names: string[]): string {
  return innerMarkup(childWithContent(element, ...names));
}

/**
 * The content of an element as markup: its text when it holds only text (an escaped or CDATA
 * HTML description), else its children serialized (XHTML content, or HTML a sloppy feed put in
 * unescaped). Namespace prefixes are dropped from the serialized names.
 */
export function innerMarkup(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  if (element.children.every((node) => typeof node === 'string')) return textOf(element);
  return element.children.map(serialize).join('').trim();
}

function serialize(node: XmlNode): string {
  if (typeof node === 'string') return escapeText(node);
  const name = localName(node.name);
  const attributes = Object.entries(node.attributes)
    .filter(([key]) => key !== 'xmlns' && !key.includes(':'))
    .map(([key, value]) => ` ${key}="${escapeText(value).replace(/"/g, '&quot;')}"`)
    .join('');
  const inner = node.children.map(serialize).join('');
  // A void element holds nothing: what a sloppy feed left inside (`a<br>b`) follows it.
  if (voidElements.has(name)) return `<${name}${attributes} />${inner}`;
  return `<${name}${attributes}>${inner}</${name}>`;
}

/** HTML elements without content; every other one needs its closing tag in HTML. */
const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'wbr']);

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** Escapes text for inclusion in HTML. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A positive integer attribute (width, height), or null. */
export function dimension(element: XmlElement, name: string): number | null {
  const value = Number.parseInt(element.attributes[name] ?? '', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
