/**
 * What the owner types to connect a LinkedIn source; the connect dialog is drawn from it. The
 * spec (owner side §5): a type (profile, company, group) plus company_id and company_name, or
 * group_id and group_name; else 'Please specify a valid {field}.' The type is the feed type.
 */
import { defineFeedType, unavailableFeedType } from '@chorus/connector-kit';
import { z } from 'zod';
import { fieldInvalid, linkedinUnavailable } from './messages.ts';

/** LinkedIn organization ids are numbers; a `urn:li:organization:` URN is read too. */
const organizationId = /^(?:urn:li:organization:)?(\d{1,19})$/;

function required(field: Parameters<typeof fieldInvalid>[0]) {
  const message = fieldInvalid(field);
  return z.string({ error: message }).trim().min(1, message).max(200, message);
}

/** An organization (company page) the signed-in member administers. */
export const companyOptionsSchema = z.object({
  company_id: z
    .string({ error: fieldInvalid('company_id') })
    .trim()
    .regex(organizationId, fieldInvalid('company_id'))
    .overwrite((value) => value.replace(/^urn:li:organization:/, ''))
    .meta({
      title: 'Company',
      description:
        'Type three letters of the page’s name to pick one you administer, or enter its ' +
        'organization id (the digits in its admin address).',
    }),
  company_name: required('company_name').meta({
    title: 'Company name',
    description: 'How the wall names the page.',
  }),
});

/** Options of a company source, after parsing. */
export type CompanyOptions = z.output<typeof companyOptionsSchema>;

/** The feed types of LinkedIn, keyed by id (the spec's types and popup route names). */
export const linkedinFeedTypes = {
  company: defineFeedType({
    title: 'Company page',
    description:
      'Posts of an organization’s LinkedIn page. You sign in with a LinkedIn account that ' +
      'administers the page.',
    schema: companyOptionsSchema,
    label: (options) => options.company_name,
    suggestions: { company_id: { minChars: 3, maxItems: 10 } },
  }),
  profile: unavailableFeedType(linkedinUnavailable.profile),
  group: unavailableFeedType(linkedinUnavailable.group),
};

/** A feed type id of the LinkedIn connector. */
export type LinkedinFeedType = keyof typeof linkedinFeedTypes;
