/**
 * A fake Pinterest API v5 for tests, replaying the recorded answers in `src/__fixtures__`: the
 * signed-in account, its pins in two pages (by `bookmark`), its boards in two pages and one
 * board's pins. Every call must carry the bearer token `token`; another gets Pinterest's 401.
 * The package's tests and the browser test (`@chorus/connector-pinterest/testing`) use it.
 */
import { fileURLToPath } from 'node:url';
import type { FakeResponse, FakeRoute, RecordedRequest } from '@chorus/connector-kit/testing';

/** The absolute path of a recorded answer. */
export function pinterestFixture(name: string): string {
  return fileURLToPath(new URL(`../__fixtures__/${name}`, import.meta.url));
}

/** The bookmark of the second page of pins, as the first page hands it out. */
export const secondPinsPage =
  'Y2JVSG81V2sxcmNHRlpWM1J5VFVaU1ZtUkZjRTVpUjFJMldsVldNRlpXUlhsaFJ6VkVVVzFrTTFsc1pGZE9SbEp6V2tkb1YyRnJiSEJYYTFaclZUSkdSMk5GVWxCV00zaG9WV3BLVW1ReFVsWmFTRXBQWVhwc1RsTkZRbEZQVVQwOQ==';
/** The bookmark of the second page of boards. */
export const secondBoardsPage = 'Ym9hcmRzLXBhZ2UtMg==';
/** The id of the board "Summer Walls 2026" (second page of boards). */
export const summerBoardId = '549755885176';

const json = { 'content-type': 'application/json' };

/** A recorded answer, as JSON. */
export function fixtureAnswer(name: string, status = 200): FakeResponse {
  return { status, fixture: pinterestFixture(name), headers: json };
}

/** Answers `answer` when the call carries `Bearer <token>`, else Pinterest's 401. */
export function signedIn(
  token: () => string,
  answer: (request: RecordedRequest) => FakeResponse,
): (request: RecordedRequest) => FakeResponse {
  return (request) =>
    request.headers['authorization'] === `Bearer ${token()}`
      ? answer(request)
      : fixtureAnswer('error-401.json', 401);
}

/** The routes of the fake API for the account `chorusapp` signed in with `token`. */
export function pinterestRoutes(token: () => string): FakeRoute[] {
  return [
    {
      path: '/v5/user_account',
      respond: signedIn(token, () => fixtureAnswer('user-account.json')),
    },
    {
      path: '/v5/pins',
      respond: signedIn(token, (request) =>
        fixtureAnswer(
          request.query.get('bookmark') === secondPinsPage
            ? 'pins-page-2.json'
            : 'pins-page-1.json',
        ),
      ),
    },
    {
      path: '/v5/boards',
      respond: signedIn(token, (request) =>
        fixtureAnswer(
          request.query.get('bookmark') === secondBoardsPage
            ? 'boards-page-2.json'
            : 'boards-page-1.json',
        ),
      ),
    },
    {
      path: `/v5/boards/${summerBoardId}/pins`,
      respond: signedIn(token, () => fixtureAnswer('board-pins.json')),
    },
  ];
}
