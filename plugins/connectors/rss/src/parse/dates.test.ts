import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './dates.ts';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('parseFeedDate', () => {
  it.each([
    // RFC 822 / 2822 as RSS writes them
    ['Tue, 05 Mar 2024 09:30:00 +0000', '2024-03-05T09:30:00Z'],
    ['Mon, 04 Mar 2024 18:00:00 GMT', '2024-03-04T18:00:00Z'],
    ['Mon, 04 Mar 2024 18:00:00 UT', '2024-03-04T18:00:00Z'],
    ['Sat, 07 Sep 2002 00:00:01 EST', '2002-09-07T05:00:01Z'],
    ['Thu, 11 Apr 2024 06:00:00 PDT', '2024-04-11T13:00:00Z'],
    ['Wed, 02 Oct 2002 13:00:00 +0200', '2002-10-02T11:00:00Z'],
    ['Wed, 02 Oct 2002 13:00:00 -05:30', '2002-10-02T18:30:00Z'],
    // the usual mistakes
    ['Thu, 11 Apr 24 06:00 PDT', '2024-04-11T13:00:00Z'],
    ['Sun, 03 Mar 99 07:05:00 GMT', '1999-03-03T07:05:00Z'],
    ['Sun, 03 Mar 2024 07:05 EST', '2024-03-03T12:05:00Z'],
    ['03 Mar 2024 07:05:00', '2024-03-03T07:05:00Z'],
    ['Thu,  4 Apr 2024   06:00:00 -0700', '2024-04-04T13:00:00Z'],
    ['  Thursday, 4 April 2024 06:00:00 GMT  ', '2024-04-04T06:00:00Z'],
    ['ven., 07 juin 2024 08:00:00 +0200', '2024-06-07T06:00:00Z'],
    ['Mi, 02 Okt 2002 13:00:00 +0200', '2002-10-02T11:00:00Z'],
    ['Tue, 05 Mar 2024 09:30:00 Z', '2024-03-05T09:30:00Z'],
    ['Tue, 05 Mar 2024 09:30:00 XYZT', '2024-03-05T09:30:00Z'],
    ['Tue, 05 Mar 2024 09:30:00 +0000 (UTC)', '2024-03-05T09:30:00Z'],
    // RFC 3339 as Atom and JSON Feed write them
    ['2024-05-01T14:20:00-07:00', '2024-05-01T21:20:00Z'],
    ['2024-05-02T08:00:00Z', '2024-05-02T08:00:00Z'],
    ['2024-04-28T09:00:00.250+02:00', '2024-04-28T07:00:00.250Z'],
    ['2024-04-28t09:00:00z', '2024-04-28T09:00:00Z'],
    ['2024-04-28 09:00:00', '2024-04-28T09:00:00Z'],
    ['2024-04-28T09:00+0100', '2024-04-28T08:00:00Z'],
    ['2024-04-28T09:00:00 +01:00', '2024-04-28T08:00:00Z'],
    ['2024-02-10', '2024-02-10T00:00:00Z'],
    // 12-hour clocks
    ['Tue, 24 Nov 2026 5:30 PM +0000', '2026-11-24T17:30:00Z'],
    ['Tue, 24 Nov 2026 12:05:10 am GMT', '2026-11-24T00:05:10Z'],
    ['Tue, 24 Nov 2026 12:00 p.m. EST', '2026-11-24T17:00:00Z'],
    // a zone name after the offset
    ['Tue, 24 Nov 2026 17:30:00 +0200 (CEST)', '2026-11-24T15:30:00Z'],
    ['Tue, 24 Nov 2026 17:30:00 +0200 CEST', '2026-11-24T15:30:00Z'],
    ['2026-11-24T17:30:00+02:00 (CEST)', '2026-11-24T15:30:00Z'],
    // US month first
    ['11/24/2026', '2026-11-24T00:00:00Z'],
    ['11/24/2026 5:30 PM', '2026-11-24T17:30:00Z'],
    ['11/24/26 17:30 -0500', '2026-11-24T22:30:00Z'],
    ['24/11/2026 10:00', '2026-11-24T10:00:00Z'],
    ['November 24, 2026 5:30 PM', '2026-11-24T17:30:00Z'],
    ['Tuesday, November 24, 2026', '2026-11-24T00:00:00Z'],
    // ANSI C asctime and Unix date
    ['Tue Nov 24 22:11:39 2026', '2026-11-24T22:11:39Z'],
    ['Tue Nov  4 22:11:39 2026', '2026-11-04T22:11:39Z'],
    ['Tue Nov 24 22:11:39 UTC 2026', '2026-11-24T22:11:39Z'],
    ['Tue Nov 24 22:11:39 CET 2026', '2026-11-24T21:11:39Z'],
    // slashes
    ['2026/11/24 10:00', '2026-11-24T10:00:00Z'],
    ['2026/11/24', '2026-11-24T00:00:00Z'],
    ['2026/11/24 10:00:00 +0100', '2026-11-24T09:00:00Z'],
  ])('reads %j', (text, expected) => {
    expect(parseFeedDate(text)).toBe(Math.floor(at(expected)));
  });

  it.each([
    '',
    '   ',
    'yesterday',
    'Tue, 45 Foo 2024',
    '2024-13-45T99:99:99Z',
    'NaN',
    '0000-00-00',
    'Tue, 24 Nov 2026 13:30 PM +0000',
    '13/13/2026',
    '2026/11-24',
    'Tue Foo 24 22:11:39 2026',
  ])('gives null, never NaN, for %j', (text) => {
    expect(parseFeedDate(text)).toBeNull();
  });

  it('gives null for a missing value', () => {
    expect(parseFeedDate(undefined)).toBeNull();
    expect(parseFeedDate(null)).toBeNull();
  });

  it('reads the usual RFC 822 form exactly as the general path does', () => {
    // A leading space keeps a date off the quick path, so both readings can be compared.
    const days = ['Mon', 'Tue', 'Sun'];
    const zones = ['GMT', 'UTC', '+0000', '-0530', '+1400', '-1200'];
    const cases = [
      'Tue, 02 Jan 2024 00:00:00 GMT',
      'Fri, 31 Dec 1999 23:59:60 +0100',
      'Mon, 31 Feb 2024 10:00:00 GMT',
      'Sun, 00 Jan 2024 10:00:00 GMT',
      'Sun, 01 Jan 1969 10:00:00 GMT',
      'Sun, 01 Jan 2024 25:00:00 GMT',
      'Sun, 01 Jan 2024 24:00:00 GMT',
      'Sun, 01 Jan 2024 10:61:00 GMT',
    ];
    for (let index = 0; index < 240; index++) {
      const date = new Date(Date.UTC(1970 + index * 7, index % 12, 1 + (index % 31), index % 24));
      const [, day, month, year, clock] = date.toUTCString().split(' ');
      cases.push(`${days[index % 3]}, ${day} ${month} ${year} ${clock} ${zones[index % 6]}`);
    }
    for (const text of cases) expect(parseFeedDate(text), text).toBe(parseFeedDate(` ${text}`));
    expect(parseFeedDate('Tue, 02 Jan 2024 00:00:00 GMT')).toBe(Math.floor(at('2024-01-02')));
  });
});
