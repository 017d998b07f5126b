import { describe, expect, it } from 'vitest';
import { createFixtureFetch } from '@chorus/connector-kit/testing';
import { linkedinConnector, linkedinOptionsSchema } from './index.ts';
import { suggestCompanies } from './suggest.ts';
import { clock, credentials, fixture, json, useFakeNetwork } from './testing.ts';

const start = useFakeNetwork();

async function lookUp(query: string, network: { baseUrl: string }, withToken = true) {
  return suggestCompanies({
    feedType: 'company',
    field: 'company_id',
    query,
    limit: 10,
    http: createFixtureFetch(),
    baseUrls: { api: network.baseUrl },
    signal: new AbortController().signal,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    clock,
    options: linkedinOptionsSchema.parse({}),
    credentials: withToken ? credentials : null,
  });
}

const routes = [
  {
    path: '/rest/organizationAcls',
    respond: { fixture: fixture('organization-acls.json'), headers: json },
  },
  {
    path: '/rest/organizations',
    respond: { fixture: fixture('organizations.json'), headers: json },
  },
];

describe('the company typeahead', () => {
  it('lists the pages the member may read whose name matches, id as the value', async () => {
    const network = await start(routes);
    expect(await lookUp('chorus', network)).toEqual([
      {
        value: '3000001',
        label: 'Chorus Conference',
        detail: 'linkedin.com/company/chorusconf',
      },
      { value: '2414183', label: 'Chorus Labs', detail: 'linkedin.com/company/chorus-labs' },
    ]);
    expect(await lookUp('LABS', network)).toMatchObject([{ value: '2414183' }]);
    expect(await lookUp('nothing like it', network)).toEqual([]);
    const acl = network.requests.find((request) => request.path === '/rest/organizationAcls');
    expect(Object.fromEntries(acl?.query ?? [])).toMatchObject({
      q: 'roleAssignee',
      state: 'APPROVED',
    });
    // Only the approved roles that may read posts are named (not the analyst's, not a request).
    const lookup = network.requests.find((request) => request.path === '/rest/organizations');
    expect(lookup?.query.get('ids')).toBe('List(2414183,3000001)');
    expect(lookup?.headers['authorization']).toBe(`Bearer ${credentials.accessToken}`);
  });

  it('is declared for company_id: 3 characters, 10 items', () => {
    expect(linkedinConnector().feedTypes['company']?.suggestions).toEqual({
      company_id: { minChars: 3, maxItems: 10 },
    });
    expect(linkedinConnector().suggest).toBe(suggestCompanies);
  });

  it('needs the owner’s LinkedIn sign-in', async () => {
    const network = await start(routes);
    await expect(lookUp('chorus', network, false)).rejects.toMatchObject({ kind: 'needs_reauth' });
    expect(network.requests).toEqual([]);
  });
});
