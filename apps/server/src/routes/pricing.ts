/**
 * `GET /pricing`: the page the "Upgrade" and "See plans" links of hosted mode open (the web
 * app's route table leaves `/pricing` to the server). In hosted mode it lists each plan's walls
 * and features (the tables of docs/domain.md, "Plans": `planFeatures` and `feedAllowance`) and
 * how to reach the administrator, who sets plans when no billing is configured (with Stripe
 * billing, the dashboard's billing tab instead): a signed-in owner gets
 * the administrator's e-mail address, a visitor is asked to sign in (the address is not shown
 * to the whole web). Self-hosted, it says every account has every feature. A plain, server-drawn
 * page: no script, a heading, a captioned table, links that work by keyboard. When the operator
 * set a pricing page address (admin screen), `/pricing` redirects there instead (pages/).
 */
import { planFeatures, planIds, productName, showsPoweredBy, type FeatureFlag } from '@chorus/core';
import type { FastifyPluginAsync } from 'fastify';
import { readInstanceSettings } from '../db/repositories/instance.ts';
import { applyPagePolicy } from '../http/security.ts';
import { escapeHtml, serverPageHtml } from '../pages/page-shell.ts';
import { sitePageRedirect } from '../pages/site-redirects.ts';
import { builderUpgradeAddress } from '../builders/wix-upgrade.ts';
import { feedAllowance } from './account/feed-allowance.ts';

/** The words for each feature on the page (docs/domain.md's table, for a reader). */
const featureWords: Readonly<Record<FeatureFlag, string>> = {
  hashtags: 'hashtags',
  search: 'search',
  noLogo: 'no powered-by attribution',
  premiumDesign: 'premium designs',
  customCSS: 'custom CSS',
  cta: 'calls to action',
  addPost: 'posts written by hand',
  refresh_posts_button: 'refresh button',
  livePush: 'live push',
  events: 'events theme',
  analytics: 'analytics',
  privatePosts: 'private posts',
  moderation: 'moderation',
  hashtagModeration: 'hashtag moderation',
  automoderate: 'automatic moderation',
  advanced_filters: 'advanced filters',
  wl_moderation: 'white-label moderation',
  apiKey: 'API key',
  enterprise_accounts: 'team accounts',
  ownership_tint: 'wall ownership',
};

/** Plans in the order of what they allow; `deactivated` is no plan one picks. */
const listedPlans = planIds.filter((plan) => plan !== 'deactivated');

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The plans table of hosted mode. */
export function plansTable(): string {
  const rows = listedPlans.map((plan) => {
    const features = planFeatures[plan].map((flag) => featureWords[flag]).join(', ');
    const poweredBy = showsPoweredBy(plan) ? 'Shown' : 'Not shown';
    return `<tr><th scope="row">${capitalized(plan)}</th><td>${feedAllowance[plan]}</td><td>${poweredBy}</td><td>${features}</td></tr>`;
  });
  return [
    '<table>',
    '<caption>What each plan allows</caption>',
    '<thead><tr><th scope="col">Plan</th><th scope="col">Walls (active, and inactive)</th>',
    `<th scope="col">“Powered by ${productName}”</th><th scope="col">Features</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    '</table>',
  ].join('');
}

/** The pricing page's HTML. */
export function pricingPage(options: {
  readonly instanceName: string;
  readonly mode: 'self-hosted' | 'hosted';
  /** The administrator's e-mail address, for a signed-in owner; null for a visitor. */
  readonly adminEmail: string | null;
  readonly signedIn: boolean;
  /** Hosted with Stripe billing: plans are chosen in the dashboard's billing tab. */
  readonly billing?: boolean;
}): string {
  const name = escapeHtml(options.instanceName);
  const body =
    options.mode === 'self-hosted'
      ? `<p>This ${name} is self-hosted: every account has every feature, with nothing to buy or upgrade.</p>`
      : options.billing
        ? [
            plansTable(),
            '<h2>Change your plan</h2>',
            options.signedIn
              ? '<p>Choose or change your plan in the <a href="/admin/payment">Billing tab</a> of your dashboard; you pay on Stripe’s secure page.</p>'
              : `<p><a href="/login">Sign in</a> to choose a plan on ${name}.</p>`,
          ].join('')
        : [
            `<p>Plans on ${name} are set by its administrator.</p>`,
            plansTable(),
            '<h2>Change your plan</h2>',
            options.adminEmail !== null
              ? `<p>Write to the administrator of ${name} at <a href="mailto:${escapeHtml(options.adminEmail)}">${escapeHtml(options.adminEmail)}</a> and say which plan you want.</p>`
              : options.signedIn
                ? `<p>Ask the administrator of ${name} for the plan you want.</p>`
                : `<p><a href="/login">Sign in</a> to see how to reach the administrator of ${name}.</p>`,
          ].join('');
  return serverPageHtml({
    instanceName: options.instanceName,
    title: 'Plans',
    mainHtml: `<h1>Plans</h1>${body}`,
  });
}

/** The pricing page route. */
export const pricingRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  for (const url of ['/pricing', '/pricing/*']) {
    app.get(
      url,
      { config: { access: { action: 'public' } }, helmet: false, schema: { hide: true } },
      async (request, reply) => {
        await applyPagePolicy(reply, false);
        const settings = await readInstanceSettings(db);
        // Inside the website builder, its own billing page; else the operator's pricing page,
        // when set, replaces this one.
        const elsewhere =
          builderUpgradeAddress(request, app.config) ??
          sitePageRedirect(settings.sitePages.pricing, request.url, '/pricing');
        if (elsewhere !== null) return reply.redirect(elsewhere, 302);
        const signedIn = request.principal.kind === 'user';
        const admin = signedIn
          ? await db
              .selectFrom('users')
              .select('email')
              .where('is_admin', '=', true)
              .orderBy('id')
              .executeTakeFirst()
          : undefined;
        reply.header('cache-control', 'private, no-store');
        return reply.type('text/html; charset=utf-8').send(
          pricingPage({
            instanceName: settings.name || productName,
            mode: app.config.plans,
            adminEmail: admin?.email ?? null,
            signedIn,
            billing: app.config.plans === 'hosted' && app.config.billing !== undefined,
          }),
        );
      },
    );
  }
};
