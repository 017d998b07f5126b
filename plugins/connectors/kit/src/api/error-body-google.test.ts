import { expect, it } from 'vitest';
import { readApiProblem } from './error-body.ts';

it("reads a Google API error's reason from the error's own list", () => {
  const body = JSON.stringify({
    error: {
      code: 403,
      message: 'The request cannot be completed because you have exceeded your quota.',
      errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
    },
  });
  expect(readApiProblem(body)).toEqual({
    detail: 'The request cannot be completed because you have exceeded your quota.',
    type: 'quotaExceeded',
  });
});
