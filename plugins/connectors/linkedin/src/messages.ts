/** What the LinkedIn connector tells the owner, in one place. */
import { formatMessage } from '@chorus/core';

/** 'Please specify a valid {field}.' for one of the spec's LinkedIn fields. */
export const fieldInvalid = (
  field: 'type' | 'company_id' | 'company_name' | 'group_id' | 'group_name',
) => formatMessage('fieldInvalid', { field });

/** The spec's types LinkedIn no longer lets an ordinary app read, with the nearest choice. */
export const linkedinUnavailable = {
  profile: {
    title: 'Profile',
    reason:
      'LinkedIn lets only a few approved partners read a member’s own posts (its restricted ' +
      'r_member_social permission), so Chorus cannot read a profile.',
    instead: 'Choose “Company page” instead to show the posts of a page you administer.',
  },
  group: {
    title: 'Group',
    reason: 'LinkedIn closed its Groups API to apps, so Chorus cannot read a group’s posts.',
    instead: 'Choose “Company page” instead to show the posts of an organization.',
  },
} as const;

export const linkedinMessages = {
  forbidden:
    'LinkedIn refused to show this organization’s posts: the account that signed in must be an ' +
    'administrator or content admin of its page, and the operator’s LinkedIn app needs the ' +
    'Community Management API (r_organization_social).',
  notFound: 'LinkedIn knows no organization with that id.',
} as const;
