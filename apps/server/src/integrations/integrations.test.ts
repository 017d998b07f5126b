/**
 * Page integrations on the server: the administrator's settings (validated by each
 * integration's schema, administrator only), the owner pages' script tags and their CSP widened
 * by exactly those origins, never on wall pages or the API, the chat for paying plans only in
 * hosted mode, the first-party boot script's escaping, and the per-process copy of the switches
 * (a save seen at once, another process's write within the few seconds of its life).
 */
import { affiliateIntegration } from '@chorus/integration-affiliate';
import { chatIntegration } from '@chorus/integration-chat';
import { trackingIntegration } from '@chorus/integration-tracking';
import { PluginHost } from '@chorus/core/host';
import { toyPlugins } from '@chorus/core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChorusDatabase } from '../db/open.ts';
import { testDatabases } from '../db/testing.ts';
import { testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { cachedEnabledIntegrations, integrationCacheSeconds } from './store.ts';

const plugins = () =>
  new PluginHost([...toyPlugins, trackingIntegration(), chatIntegration(), affiliateIntegration()]);

/** The CSP directive `name` of a response, as a list of sources. */
function directive(csp: unknown, name: string): string[] {
  const found = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

describe.each(testDatabases())('page integrations on $name', (target) => {
  let database: ChorusDatabase;
  let app: FastifyInstance;
  /** The same database, self-hosted: every account, and every page, gets the chat. */
  let selfHosted: FastifyInstance;
  let admin: Role;
  let basic: Role;

  beforeAll(async () => {
    database = await target.open();
    await migrateToLatest(database.db);
    app = await buildApp({ config: testConfig(), database, plugins: plugins(), logger: false });
    selfHosted = await buildApp({
      config: testConfig({ CHORUS_PLANS: 'self-hosted' }),
      database,
      plugins: plugins(),
      logger: false,
    });
    const adminUser = await createAccount(database.db, 'admin');
    await database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', adminUser.id)
      .execute();
    admin = await sessionRole(database.db, 'admin', { ...adminUser, is_admin: true });
    basic = await sessionRole(
      database.db,
      'basic',
      await createAccount(database.db, 'basic', { plan: 'basic' }),
    );
  });

  afterAll(async () => {
    await app?.close();
    await selfHosted?.close();
    await database?.close();
  });

  const save = (id: string, payload: Record<string, unknown>, role: Role = admin) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/integrations/${id}`,
      headers: role.headers,
      payload,
    });

  it('lists the installed integrations to the administrator only, off until enabled', async () => {
    expect((await app.inject({ url: '/api/admin/integrations' })).statusCode).toBe(401);
    const refused = await app.inject({ url: '/api/admin/integrations', headers: basic.headers });
    expect(refused.statusCode).toBe(403);
    expect((await save('tracking', { enabled: false, settings: {} }, basic)).statusCode).toBe(403);

    const listed = await app.inject({
      url: '/api/admin/integrations',
      headers: { ...admin.headers, 'accept-language': 'fr' },
    });
    expect(listed.statusCode).toBe(200);
    const { integrations } = listed.json<{
      integrations: {
        id: string;
        name: string;
        enabled: boolean;
        plans: string;
        schema: { properties: Record<string, { title: string }> };
      }[];
    }>();
    expect(integrations.map(({ id, enabled, plans }) => [id, enabled, plans])).toEqual([
      ['tracking', false, 'all'],
      ['chat', false, 'paying'],
      ['affiliate', false, 'all'],
    ]);
    expect(integrations[0]?.name).toBe("Mesure d'audience");
    expect(integrations[0]?.schema.properties['domain']?.title).toBe('Domaine du site');
  });

  it("refuses settings the integration's schema refuses, naming the field", async () => {
    const refused = await save('tracking', {
      enabled: true,
      settings: { provider: 'custom', scriptUrl: 'http://tracker.example.org/t.js' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Please enter a valid URL.',
      issues: [{ path: 'scriptUrl', message: 'Please enter a valid URL.' }],
    });
    expect((await save('nothing', { enabled: false, settings: {} })).statusCode).toBe(404);
    // Off, unfinished settings are kept to finish later.
    const kept = await save('affiliate', { enabled: false, settings: { key: '' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ enabled: false, settings: { key: '' } });
  });

  it('adds the tracking script to owner pages, with its origins in their CSP only', async () => {
    const saved = await save('tracking', {
      enabled: true,
      settings: { provider: 'plausible', domain: 'walls.example.org' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      settings: { domain: 'walls.example.org' },
    });

    const owner = await app.inject({ url: '/admin', headers: admin.headers });
    expect(owner.body).toContain(
      '<script src="https://plausible.io/js/script.js" defer data-domain="walls.example.org"></script></head>',
    );
    const csp = owner.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://plausible.io']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://plausible.io']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    // Signed out too: the sign-in page is an owner page.
    expect((await app.inject({ url: '/login' })).body).toContain('plausible.io');

    for (const url of ['/some-wall', '/api/nothing-here', '/api/instance']) {
      const other = await app.inject({ url, headers: admin.headers });
      expect(other.body, url).not.toContain('plausible');
      expect(String(other.headers['content-security-policy']), url).not.toContain('plausible');
    }
  });

  it('runs the chat for paying plans only in hosted mode, for everyone self-hosted', async () => {
    const websiteId = '0d3b1c6e-1f2a-4b5c-8d9e-0a1b2c3d4e5f';
    expect((await save('chat', { enabled: true, settings: { websiteId } })).statusCode).toBe(200);

    const paying = await app.inject({ url: '/admin', headers: admin.headers });
    expect(paying.body).toContain('<script src="https://client.crisp.chat/l.js" defer></script>');
    expect(directive(paying.headers['content-security-policy'], 'connect-src')).toContain(
      'wss://client.relay.crisp.chat',
    );
    for (const headers of [basic.headers, {}]) {
      const page = await app.inject({ url: '/admin', headers });
      expect(page.body).not.toContain('crisp');
      expect(String(page.headers['content-security-policy'])).not.toContain('crisp');
      expect(page.body).toContain('plausible.io');
    }
    for (const headers of [basic.headers, {}]) {
      expect((await selfHosted.inject({ url: '/admin', headers })).body).toContain('crisp');
    }
  });

  it('serves the boot script from this origin with its values as escaped JSON', async () => {
    const boot = await app.inject({ url: '/integrations/chat/boot.js' });
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(boot.body).toContain('window.CRISP_WEBSITE_ID = values.websiteId;');

    // An address may hold what would close a script: the boot script's JSON escapes it.
    const matomoUrl = 'https://stats.example.org/a</script><script>alert(1)//';
    const matomo = await save('tracking', {
      enabled: true,
      settings: { provider: 'matomo', matomoUrl, siteId: '3' },
    });
    expect(matomo.statusCode).toBe(200);
    const tracking = await app.inject({ url: '/integrations/tracking/boot.js' });
    expect(tracking.body).not.toContain('</script>');
    expect(tracking.body).toContain(
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//matomo.php',
    );
    // And a data attribute cannot leave its quotes.
    const hostile = '"><script>alert(1)</script>';
    expect(
      (await save('affiliate', { enabled: true, settings: { key: hostile } })).statusCode,
    ).toBe(200);
    const page = await app.inject({ url: '/admin', headers: admin.headers });
    expect(page.body).toContain('data-rewardful="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('<script src="/integrations/affiliate/boot.js"></script>');
    expect((await save('tracking', { enabled: false, settings: {} })).statusCode).toBe(200);
    expect((await app.inject({ url: '/integrations/tracking/boot.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/integrations/nothing/boot.js' })).statusCode).toBe(404);
  });

  it('keeps the switches a few seconds per process; a save is seen at once', async () => {
    const affiliate = { enabled: true, settings: { key: 'partner-7' } };
    expect((await save('affiliate', affiliate)).statusCode).toBe(200);
    const hasAffiliate = async (target: FastifyInstance) =>
      (await target.inject({ url: '/admin', headers: admin.headers })).body.includes(
        'data-rewardful="partner-7"',
      );
    // Both apps of this process have read (and keep) the switches...
    expect(await hasAffiliate(app)).toBe(true);
    expect(await hasAffiliate(selfHosted)).toBe(true);
    // ...and the administrator's save is seen by the very next page of either.
    expect((await save('affiliate', { ...affiliate, enabled: false })).statusCode).toBe(200);
    expect(await hasAffiliate(app)).toBe(false);
    expect(await hasAffiliate(selfHosted)).toBe(false);
    expect((await save('affiliate', affiliate)).statusCode).toBe(200);
    expect(await hasAffiliate(selfHosted)).toBe(true);

    // Another process's save reaches this one's copy only when the copy expires (a fake clock).
    let clock = 1_000_000;
    const now = () => clock;
    const ids = async () =>
      (await cachedEnabledIntegrations(database.db, now)).map((row) => row.id);
    expect(await ids()).toContain('affiliate');
    await sql`update integration_settings set enabled = false where id = 'affiliate'`.execute(
      database.db,
    );
    clock += integrationCacheSeconds * 1000 - 1;
    expect(await ids()).toContain('affiliate');
    clock += 1;
    expect(await ids()).not.toContain('affiliate');
  });
});
