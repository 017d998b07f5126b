/**
 * Which part of the edit panel an address opens, and the addresses of the others: the pure
 * routing of the panel's accordion (content, personalize, moderate, publish, analyze).
 */
import {
  editSections,
  wallPath,
  type EditSection,
  type RouteMatch,
} from '../../routes/route-table.ts';
import type { EditTextKey } from './texts.ts';

/** The editor's match. */
export type EditMatch = Extract<RouteMatch, { kind: 'edit' }>;

/**
 * The accordion's entries with the keys of their headings (texts.ts); `display` is the publish
 * panel.
 */
export const sectionHeadings: Readonly<Record<EditSection, EditTextKey>> = {
  content: 'sectionContent',
  personalize: 'sectionPersonalize',
  moderate: 'sectionModerate',
  display: 'sectionPublish',
  analyze: 'sectionAnalyze',
};

/** The sections in accordion order. */
export const accordionSections: readonly EditSection[] = editSections;

/**
 * The section an address opens: the one it names; the moderation view for `moderate/private`;
 * the publish panel for `?show_publish_popup` (which opens its how-to dialog); else content.
 */
export function openSection(match: EditMatch): EditSection {
  if (match.section) return match.section;
  if (match.privateFeed) return 'moderate';
  if (match.query.show_publish_popup) return 'display';
  return 'content';
}

/**
 * The address of `section` seen from the current editor address: the network and source scope
 * and the query string are kept, except `show_publish_popup`, which opened the dialog once.
 */
export function sectionPath(match: EditMatch, search: string, section: EditSection): string {
  const query = new URLSearchParams(search);
  query.delete('show_publish_popup');
  return wallPath(match.userName, {
    ...(match.network !== undefined ? { network: match.network } : {}),
    ...(match.sourceId !== undefined ? { sourceId: match.sourceId } : {}),
    search: match.search,
    edit: true,
    section,
    query,
  });
}

/**
 * The public wall the preview frame shows beside the panel: the same scope (network, source,
 * search view) without the editor's suffix; `version` makes each reload a new address.
 */
export function previewPath(match: EditMatch, version = 0): string {
  const query = new URLSearchParams();
  if (match.query.query) query.set('query', match.query.query);
  if (version > 0) query.set('preview', String(version));
  return wallPath(match.userName, {
    ...(match.network !== undefined ? { network: match.network } : {}),
    ...(match.sourceId !== undefined ? { sourceId: match.sourceId } : {}),
    search: match.search,
    query,
  });
}
