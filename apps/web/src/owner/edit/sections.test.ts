import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../routes/route-table.ts';
import { openSection, previewPath, sectionPath, type EditMatch } from './sections.ts';

function editAt(address: string): EditMatch {
  const [pathname = '', search = ''] = address.split('?');
  const match = matchRoute(pathname, search ? `?${search}` : '');
  if (match.kind !== 'edit') throw new Error(`${address} is no editor address`);
  return match;
}

describe('the edit panel’s section routing', () => {
  it.each([
    ['/acme/edit', 'content'],
    ['/acme/edit/content', 'content'],
    ['/acme/edit/personalize', 'personalize'],
    ['/acme/edit/moderate', 'moderate'],
    ['/acme/edit/moderate/private', 'moderate'],
    ['/acme/edit/display', 'display'],
    ['/acme/edit/publish', 'display'],
    ['/acme/edit/analyze', 'analyze'],
    ['/acme/edit?show_publish_popup=true', 'display'],
    ['/acme/rss/edit', 'content'],
    ['/acme/rss/12/edit/moderate/private', 'moderate'],
    ['/acme/twitter/7/edit/personalize', 'personalize'],
  ])('%s opens %s', (address, section) => {
    expect(openSection(editAt(address))).toBe(section);
  });

  it('links every section within the same network or source, keeping the query', () => {
    const match = editAt('/acme/rss/12/edit/moderate/private?noalert=true');
    expect(sectionPath(match, '?noalert=true', 'personalize')).toBe(
      '/acme/rss/12/edit/personalize?noalert=true',
    );
    expect(sectionPath(editAt('/acme/edit'), '', 'display')).toBe('/acme/edit/publish');
  });

  it('drops show_publish_popup once the dialog has been opened', () => {
    const match = editAt('/acme/edit?show_publish_popup=true');
    expect(sectionPath(match, '?show_publish_popup=true&dash=true', 'content')).toBe(
      '/acme/edit/content?dash=true',
    );
  });

  it('previews the wall of the same scope, a new address per reload', () => {
    expect(previewPath(editAt('/acme/edit/personalize'))).toBe('/acme');
    expect(previewPath(editAt('/acme/rss/12/edit'), 3)).toBe('/acme/rss/12?preview=3');
    expect(previewPath(editAt('/acme/search/edit?query=cats'))).toBe('/acme/search?query=cats');
  });
});
