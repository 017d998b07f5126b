import { describe, expect, it } from 'vitest';
import { readApiProblem } from './error-body.ts';
import { buildApiUrl } from './query.ts';
import { describeShapePath } from './shape.ts';

describe('buildApiUrl', () => {
  it('continues a base path, starts at the host for an absolute path, keeps a full URL', () => {
    expect(buildApiUrl('https://h.example/api', 'v1/x').href).toBe('https://h.example/api/v1/x');
    expect(buildApiUrl('https://h.example/api', '/2/x', { q: '#a b' }).href).toBe(
      'https://h.example/2/x?q=%23a+b',
    );
    expect(
      buildApiUrl('https://h.example', 'https://other.example/next?max_id=5', { limit: 2 }).href,
    ).toBe('https://other.example/next?max_id=5&limit=2');
  });
});

describe('describeShapePath', () => {
  it('writes paths as a payload reader would', () => {
    expect(describeShapePath(['items', 3, 'author', 'id'])).toBe('items[3].author.id');
    expect(describeShapePath([0, 'id'])).toBe('[0].id');
    expect(describeShapePath([])).toBe('the body');
  });
});

describe('readApiProblem', () => {
  it.each([
    [
      '{"title":"Not Found","detail":"No such list","type":"about:blank"}',
      { detail: 'No such list', title: 'Not Found', type: 'about:blank' },
    ],
    ['{"error":"invalid_grant","error_description":"Code expired"}', { detail: 'Code expired' }],
    ['{"error":"Record not found"}', { detail: 'Record not found' }],
    ['{"message":"Bad credentials"}', { detail: 'Bad credentials' }],
    [
      '{"error":{"message":"Invalid OAuth access token","code":190}}',
      { detail: 'Invalid OAuth access token' },
    ],
    [
      '{"title":"Invalid Request","errors":[{"message":"bad operator"}]}',
      { detail: 'bad operator', title: 'Invalid Request' },
    ],
    ['not json', {}],
  ])('reads %s', (body, problem) => {
    expect(readApiProblem(body)).toMatchObject(problem);
  });
});
