/**
 * What the page integrations add to one owner page: their script tags (put before `</head>`)
 * and the origins that page's CSP gains. A `paying` integration (the chat) runs for the
 * signed-in account of the request when its plan pays, in hosted mode; a self-hosted instance
 * runs it for everyone.
 */
import {
  integrationCspOf,
  integrationRunsFor,
  integrationScriptTags,
  type IntegrationCsp,
  type IntegrationPage,
} from '@chorus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCaller } from '../auth/credentials.ts';
import { activeIntegrations, outputOf } from './installed.ts';

/** A page's integration scripts and CSP additions. */
export interface PageIntegrations {
  /** The `<script>` tags, to be put in the page's head. */
  readonly html: string;
  readonly csp: IntegrationCsp;
}

/** The plan of the request's signed-in account (null: nobody, or a token that is not valid). */
async function planOfRequest(app: FastifyInstance, request: FastifyRequest) {
  try {
    const { principal } = await resolveCaller(app.database.db, request, undefined);
    return principal.kind === 'user' ? principal.plan : null;
  } catch {
    return null;
  }
}

/** The integrations of a page of kind `page`; null when none runs on it. */
export async function pageIntegrations(
  app: FastifyInstance,
  request: FastifyRequest,
  page: IntegrationPage,
): Promise<PageIntegrations | null> {
  const active = await activeIntegrations(
    app.database.db,
    app.plugins.integrations,
    page,
    request.log,
  );
  if (active.length === 0) return null;
  let plan: string | null | undefined;
  const running = [];
  for (const entry of active) {
    if (entry.integration.plans !== 'all' && app.config.plans === 'hosted') {
      if (plan === undefined) plan = await planOfRequest(app, request);
      if (!integrationRunsFor(entry.integration, plan)) continue;
    }
    running.push(outputOf(entry));
  }
  if (running.length === 0) return null;
  return { html: integrationScriptTags(running), csp: integrationCspOf(running) };
}

/** The page's HTML with the integration scripts put just before `</head>`. */
export function withIntegrationScripts(html: string, integrations: PageIntegrations): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}${integrations.html}${html.slice(at)}`;
}
