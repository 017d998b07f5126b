/**
 * `GET /pricing`, where the hosted mode's "Upgrade" and "See plans" links lead: each plan's walls
 * and features from the one table of each, and how to reach the administrator (their address
 * for a signed-in owner only); self-hosted, that every account has every feature.
 */
import { planFeatures } from '@chorus/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ChorusDatabase } from '../db/open.ts';
import { saveInstanceSettings } from '../db/repositories/instance.ts';
import { buildTestApp, testConfig } from '../testing/app.ts';
import { createAccount, sessionRole, type Role } from '../testing/roles.ts';
import { feedAllowance } from './account/feed-allowance.ts';

describe('the pricing page', () => {
  let database: ChorusDatabase;
  let hosted: FastifyInstance;
  let selfHosted: FastifyInstance;
  let owner: Role;
  let adminEmail: string;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await migrateToLatest(database.db);
    hosted = await buildTestApp(database, testConfig({ CHORUS_PLANS: 'hosted' }));
    selfHosted = await buildTestApp(database, testConfig({ CHORUS_PLANS: 'self-hosted' }));
    const admin = await createAccount(database.db, 'pricing-admin');
    await database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', admin.id)
      .execute();
    adminEmail = admin.email;
    owner = await sessionRole(database.db, 'owner', await createAccount(database.db, 'pricing'));
    await saveInstanceSettings(database.db, { name: 'Team <wall>' });
  });

  afterAll(async () => {
    await hosted?.close();
    await selfHosted?.close();
    await database?.close();
  });

  it('lists every plan with its walls and features in hosted mode, in one captioned table', async () => {
    const response = await hosted.inject({ url: '/pricing?plan=pro' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Plans · Team &lt;wall&gt;</title>');
    expect(html).toContain('<h1>Plans</h1>');
    expect(html).toContain('<caption>What each plan allows</caption>');
    for (const [plan, label] of [
      ['basic', 'Basic'],
      ['plus', 'Plus'],
      ['prime', 'Prime'],
      ['pro', 'Pro'],
      ['trial', 'Trial'],
      ['premium', 'Premium'],
    ] as const) {
      expect(html).toContain(
        `<tr><th scope="row">${label}</th><td>${feedAllowance[plan]}</td><td>`,
      );
    }
    expect(html).toContain('<th scope="row">Basic</th><td>1</td><td>Shown</td><td>hashtags</td>');
    expect(html).toMatch(
      /<th scope="row">Premium<\/th><td>50<\/td><td>Not shown<\/td><td>[^<]*API key/,
    );
    expect(planFeatures.premium.length).toBeGreaterThan(planFeatures.basic.length);
    expect(html).not.toContain('Deactivated');
  });

  it('gives a signed-in owner the administrator’s address, and asks a visitor to sign in', async () => {
    const visitor = (await hosted.inject({ url: '/pricing' })).body;
    expect(visitor).toContain('<a href="/login">Sign in</a> to see how to reach the administrator');
    expect(visitor).not.toContain(adminEmail);

    const signedIn = (await hosted.inject({ url: '/pricing', headers: owner.headers })).body;
    expect(signedIn).toContain(`<a href="mailto:${adminEmail}">${adminEmail}</a>`);
  });

  it('says self-hosted accounts have every feature, with no plans to pick', async () => {
    const response = await selfHosted.inject({ url: '/pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'is self-hosted: every account has every feature, with nothing to buy or upgrade.',
    );
    expect(response.body).not.toContain('<table>');
  });

  it('is an owner page: never framed', async () => {
    const response = await hosted.inject({ url: '/pricing' });
    const policy = String(response.headers['content-security-policy'] ?? '');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
