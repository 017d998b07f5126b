/**
 * A source's card: its health badge and words, and its last crawl relative to now, in the
 * owner's language (French here, through the translator the owner app provides).
 */
import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { healthBadgeKey, healthText, SourceItem } from './SourceItem.tsx';
import type { SourceView } from './sources-api.ts';

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => Math.floor(now.getTime() / 1000) - minutes * 60;

const source: SourceView = {
  id: 3,
  network: 'rss',
  feed_type: 'url',
  options: {},
  label: 'Loopback news',
  account_label: 'Loopback news',
  privacy: 0,
  status: 'active',
  status_code: 0,
  last_crawled: minutesAgo(5),
  health: { state: 'ok', last_error: null, last_error_at: null, retry_at: null, message: null },
};

const failing: SourceView = {
  ...source,
  last_crawled: 0,
  health: {
    ...source.health,
    state: 'failing',
    last_error: 'HTTP 500',
    last_error_at: minutesAgo(2),
  },
};

const card = (view: SourceView) => (
  <SourceItem
    source={view}
    connector={undefined}
    can={() => true}
    busy={false}
    onToggleModeration={() => undefined}
    onRemove={() => undefined}
    onReauthorize={() => undefined}
    now={now}
  />
);

describe('a source card', () => {
  it('reads its health and last import relative to now', () => {
    const html = renderToStaticMarkup(card(source));
    expect(html).toContain('data-badge="healthOk"');
    expect(html).toContain('>Healthy<');
    expect(html).toContain('Connected; last imported 5 minutes ago.');
    // A healthy source says its last import once, in its health line.
    expect(html).not.toContain('Last crawl');
  });

  it('gives a failing source its reason and its last attempt', () => {
    const html = renderToStaticMarkup(card(failing));
    expect(healthBadgeKey(failing)).toBe('healthFailing');
    expect(html).toContain('Importing failed: HTTP 500');
    expect(html).toContain('Last crawl: 2 minutes ago');
    expect(healthBadgeKey({ ...source, status: 'paused' })).toBe('healthPaused');
    expect(healthBadgeKey({ ...source, health: { ...source.health, state: 'rate_limited' } })).toBe(
      'healthQuota',
    );
  });

  it('speaks the owner’s language', async () => {
    const french = await loadLanguage('fr');
    expect(healthText(source, french, now)).toBe(
      'Connecté ; dernière importation il y a 5 minutes.',
    );
    const html = renderToStaticMarkup(
      <LanguageProvider translator={french}>{card(failing)}</LanguageProvider>,
    );
    expect(html).toContain('>En échec<');
    expect(html).toContain('Dernière collecte : il y a 2 minutes');
    expect(html).toContain('>Retirer<');
  });
});
