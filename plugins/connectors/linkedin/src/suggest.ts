/**
 * The spec's company typeahead (three characters, ten items): the organization pages the
 * signed-in member administers (`GET /rest/organizationAcls?q=roleAssignee`, approved roles),
 * named through the organization lookup (`GET /rest/organizations?ids=List(...)`), those whose
 * name or vanity name contains what the owner typed. Only a member's token can ask: the
 * server hands `suggest` the owner's newest LinkedIn sign-in (`context.credentials`).
 */
import { SourceError, type SuggestContext, type Suggestion } from '@chorus/core';
import { bearerTokenOf } from '@chorus/connector-kit';
import { createLinkedinClient, linkedinBaseUrls, restliList } from './api.ts';
import type { LinkedinOptions } from './fetch.ts';
import { readablePageIds } from './pages.ts';
import { batchSchema, organizationSchema } from './wire.ts';

/** Companies for the typeahead of `company_id`: the value is the id, the label the name. */
export async function suggestCompanies(
  context: SuggestContext<LinkedinOptions>,
): Promise<Suggestion[]> {
  const token = bearerTokenOf(context.credentials ?? null);
  if (!token) {
    throw new SourceError(
      'needs_reauth',
      'Sign in to LinkedIn once (connect a page by its id) to pick pages you administer here.',
    );
  }
  const api = createLinkedinClient({
    http: context.http,
    baseUrl: context.baseUrls['api'] ?? linkedinBaseUrls.api,
    token,
    version: context.options.apiVersion,
    signal: context.signal,
    clock: context.clock,
  });
  const ids = await readablePageIds(api);
  if (ids.length === 0) return [];
  const organizations = await api.get(
    `/rest/organizations?ids=${restliList(ids)}`,
    batchSchema(organizationSchema),
  );
  const wanted = context.query.toLowerCase();
  return [...organizations.values()]
    .filter(
      (organization) =>
        organization.localizedName.toLowerCase().includes(wanted) ||
        (organization.vanityName ?? '').toLowerCase().includes(wanted) ||
        String(organization.id).startsWith(wanted),
    )
    .sort((a, b) => a.localizedName.localeCompare(b.localizedName))
    .slice(0, context.limit)
    .map((organization) => ({
      value: String(organization.id),
      label: organization.localizedName,
      ...(organization.vanityName
        ? { detail: `linkedin.com/company/${organization.vanityName}` }
        : {}),
    }));
}
