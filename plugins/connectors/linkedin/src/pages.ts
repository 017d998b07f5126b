/**
 * The organization pages the signed-in member may read posts of: their approved roles
 * (`GET /rest/organizationAcls?q=roleAssignee&state=APPROVED`) that LinkedIn lets read a page's
 * posts with `r_organization_social`. The company typeahead lists them, and a sign-in for a
 * page the member holds no such role on is refused at once.
 */
import type { JsonClient } from '@chorus/connector-kit';
import { organizationAclsSchema } from './wire.ts';

/** Roles that may read a page's posts with `r_organization_social`. */
export const readingRoles: ReadonlySet<string> = new Set([
  'ADMINISTRATOR',
  'CONTENT_ADMINISTRATOR',
  'DIRECT_SPONSORED_CONTENT_POSTER',
]);

const organizationUrn = /^urn:li:organization:(\d+)$/;

/** The ids of the pages the member may read, in LinkedIn's order, each once. */
export async function readablePageIds(api: JsonClient): Promise<string[]> {
  const acls = await api.get('/rest/organizationAcls', organizationAclsSchema, {
    q: 'roleAssignee',
    state: 'APPROVED',
    count: 100,
  });
  return [
    ...new Set(
      acls.elements
        .filter((acl) => acl.state === 'APPROVED' && readingRoles.has(acl.role))
        .map((acl) => organizationUrn.exec(acl.organization)?.[1])
        .filter((id): id is string => id !== undefined),
    ),
  ];
}
