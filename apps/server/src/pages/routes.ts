/**
 * The site's own pages, drawn or redirected by the server ahead of the web app (issue 23,
 * part 7): `/about`, `/clients`, `/blog` (site-redirects.ts; `/pricing` is routes/pricing.ts),
 * the operator's Markdown pages under `/pages/*` (markdown-pages.ts), and the template texts of
 * `/templates/{id}` (templates.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { markdownPageRoutes } from './markdown-pages.ts';
import { siteRedirectRoutes } from './site-redirects.ts';
import { templateRoutes } from './templates.ts';

/** Registers the site pages' routes. */
export const sitePageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteRedirectRoutes);
  await app.register(markdownPageRoutes);
  await app.register(templateRoutes);
};
