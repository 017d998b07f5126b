import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { linkedinFeedTypes } from './index.ts';
import { linkedinUnavailable } from './messages.ts';

const company = linkedinFeedTypes.company.schema;
const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe("the spec's LinkedIn field rules: 'Please specify a valid {field}.'", () => {
  it('a company needs company_id and company_name', () => {
    expect(messagesOf(company.safeParse({}))).toEqual([
      ['company_id', 'Please specify a valid company_id.'],
      ['company_name', 'Please specify a valid company_name.'],
    ]);
    expect(messagesOf(company.safeParse({ company_id: ' ', company_name: 'Chorus' }))).toEqual([
      ['company_id', 'Please specify a valid company_id.'],
    ]);
    expect(messagesOf(company.safeParse({ company_id: '2414183', company_name: '  ' }))).toEqual([
      ['company_name', 'Please specify a valid company_name.'],
    ]);
  });

  it('a company id is the page’s number (its URN is read too)', () => {
    expect(messagesOf(company.safeParse({ company_id: 'chorus-labs', company_name: 'C' }))).toEqual(
      [['company_id', 'Please specify a valid company_id.']],
    );
    expect(
      company.parse({ company_id: ' urn:li:organization:2414183 ', company_name: ' Chorus Labs ' }),
    ).toEqual({ company_id: '2414183', company_name: 'Chorus Labs' });
  });

  it('the company typeahead asks after 3 characters and lists 10', () => {
    expect(linkedinFeedTypes.company.suggestions).toEqual({
      company_id: { minChars: 3, maxItems: 10 },
    });
    expect(linkedinFeedTypes.company.label({ company_id: '1', company_name: 'Chorus Labs' })).toBe(
      'Chorus Labs',
    );
  });

  it('profile and group stay visible with the reason and the nearest choice, and are refused', () => {
    for (const id of ['profile', 'group'] as const) {
      const feedType = linkedinFeedTypes[id];
      const { reason, instead, title } = linkedinUnavailable[id];
      expect(feedType.title).toBe(title);
      expect(feedType.description).toBe(`${reason} ${instead}`);
      expect(instead).toContain('Company page');
      expect(messagesOf(feedType.schema.safeParse({ group_id: '1', group_name: 'G' }))).toEqual([
        ['', `${reason} ${instead}`],
      ]);
    }
  });
});
