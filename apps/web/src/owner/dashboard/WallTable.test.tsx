import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../ui/Modal.tsx';
import { renderStatic } from '../ui/render-static.tsx';
import { FeedCountModal } from './FeedCountModal.tsx';
import { sampleWallRows } from './testing-rows.ts';
import { WallTable } from './WallTable.tsx';

const html = renderStatic;

// The library's modal draws in the browser only (a portal; e2e/dashboard.test.ts checks it is a
// dialog named by its heading that keeps the focus): here a stand-in shows what it is given.
vi.mock('../ui/Modal.tsx', () => ({
  Modal: ({ title, children, footer }: ModalProps) => (
    <section role="dialog" aria-label={title}>
      {children}
      {footer}
    </section>
  ),
}));

const rows = sampleWallRows;

const noop = () => undefined;

function table(canModify: boolean, canDelete: boolean) {
  return html(
    <WallTable
      rows={rows}
      canModify={canModify}
      canDelete={canDelete}
      saving={new Set()}
      onToggle={noop}
      onDelete={noop}
      onShowFeedCount={noop}
    />,
  );
}

function rowOf(markup: string, userName: string): string {
  const start = markup.indexOf(`data-wall="${userName}"`);
  return markup.slice(start, markup.indexOf('</tr>', start));
}

describe('the wall table', () => {
  it('draws each wall with its switch, badges, realtime icon and actions', async () => {
    const markup = await table(true, true);
    const summit = rowOf(markup, 'summit');
    expect(summit).toContain('role="switch"');
    expect(summit).toContain('aria-checked="true"');
    expect(summit).toContain('aria-label="Live updates on"');
    expect(summit).toContain('aria-label="2 feeds: show the feed count"');
    expect(summit).toContain('href="/summit"');
    expect(summit).toContain('href="/summit/edit"');
    expect(summit).toContain('aria-label="Moderate Summit"');
    expect(summit).toContain('aria-label="Delete Summit"');
    expect(summit).toContain('Watching now: 7');
    expect(summit).toMatch(/<dt>Approved posts<\/dt><dd>120<\/dd>/);
    expect(summit).toMatch(/<dt>Waiting for moderation<\/dt><dd>4<\/dd>/);
    // Posts waiting: the next step is to moderate them.
    expect(summit).toContain('Posts are waiting for your approval.');
    expect(summit).toMatch(
      /<a (?=[^>]*href="\/summit\/edit\/moderate")(?=[^>]*aria-describedby="wall-row-1")/,
    );
    expect(summit).not.toContain('aria-haspopup="menu"');
    expect(summit).not.toContain('Inactive');
  });

  it('marks an inactive wall with a badge to pricing and says why its switch is locked', async () => {
    const expo = rowOf(await table(true, true), 'expo');
    expect(expo).toMatch(/<a[^>]*href="\/pricing"[^>]*>Inactive<\/a>/);
    expect(expo).toMatch(/role="switch"[^>]*aria-checked="false"[^>]*disabled=""/);
    expect(expo).toContain('Your plan has no room for another active wall.');
    expect(expo).toContain('aria-label="Live updates off"');
    expect(expo).not.toContain('Watching now');
  });

  it('asks for a first source on a wall without any, linking to the content section', async () => {
    const expo = rowOf(await table(true, true), 'expo');
    expect(expo).toContain('No sources feed this wall yet.');
    expect(expo).toMatch(/<a[^>]*href="\/expo\/edit\/content"[^>]*>Add a source<\/a>/);
  });

  it('leaves out Delete and disables the switches without the permissions', async () => {
    const markup = await table(false, false);
    expect(markup).not.toContain('aria-label="Delete');
    expect(rowOf(markup, 'summit')).toMatch(/role="switch"[^>]*disabled=""/);
  });
});

describe('the feed-count dialog', () => {
  it('shows Total Feeds, each wall and the allowance, named by its heading', async () => {
    const markup = await html(
      <FeedCountModal
        count={{
          total: 3,
          active: 1,
          inactive: 1,
          allowed: 3,
          walls: [
            { id: 1, user_name: 'summit', name: 'Summit', status: '0', feed_count: 2 },
            { id: 2, user_name: 'expo', name: 'Expo', status: '2', feed_count: 1 },
          ],
        }}
        onClose={noop}
      />,
    );
    expect(markup).toContain('<section role="dialog" aria-label="Feed count">');
    expect(markup).toContain('Total Feeds: <strong data-testid="total-feeds">3</strong>');
    expect(markup).toContain('<th scope="row">Summit</th><td>2</td>');
    expect(markup).toContain('<th scope="row">Expo</th><td>1</td>');
    expect(markup).toContain('1<!-- --> / <!-- -->3');
  });
});

describe('the wall table in French', () => {
  it("draws its headings, labels and the catalogue's texts in the owner's language", async () => {
    const french = await loadLanguage('fr');
    const markup = await html(
      <LanguageProvider translator={french}>
        <WallTable
          rows={rows}
          canModify
          canDelete
          saving={new Set()}
          onToggle={noop}
          onDelete={noop}
          onShowFeedCount={noop}
        />
      </LanguageProvider>,
    );
    expect(markup).toContain('<caption class="visually-hidden">Vos murs</caption>');
    expect(markup).toContain('<th scope="col">Actions</th>');
    expect(markup).toContain('aria-label="Supprimer Summit"');
    expect(markup).toContain('aria-label="Modérer Summit"');
    expect(markup).toContain('aria-label="2 flux : afficher le décompte des flux"');
    expect(markup).toContain(`>${french.t('wallModerate')}<`);
    expect(markup).not.toContain('Live updates');
  });
});
