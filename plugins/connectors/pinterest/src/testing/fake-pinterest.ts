/**
 * A fake Pinterest API v5 for tests, replaying the recorded answers in `src/__fixtures__`: the
 * signed-in account, its pins in two pages (by `bookmark`), its boards in two pages and one
 * board's pins. Every call must carry the bearer token `token`; another gets Pinterest's 401.
 * The package's tests and the browser test (`@chorus/connector-pinterest/testing`) use it.
 */
import { readFileSync } from 'node:fs';
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

/** Pinterest's picture host in the recorded answers. */
export const pictureHost = 'https://i.pinimg.com';

/**
 * A recorded answer, as JSON. With `pictures`, the picture addresses point there instead of
 * Pinterest's host (a browser test serves the pictures from the fake network).
 */
export function fixtureAnswer(name: string, status = 200, pictures?: string): FakeResponse {
  if (!pictures) return { status, fixture: pinterestFixture(name), headers: json };
  const text = readFileSync(pinterestFixture(name), 'utf8').replaceAll(pictureHost, pictures);
  return { status, body: text, headers: json };
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

/**
 * The routes of the fake API for the account `chorusapp` signed in with `token`; with
 * `pictures` (an address, or a function giving it at request time), the answers' picture
 * addresses point there.
 */
export function pinterestRoutes(
  token: () => string,
  pictures?: string | (() => string),
): FakeRoute[] {
  const host = () => (typeof pictures === 'function' ? pictures() : pictures);
  return [
    {
      path: '/v5/user_account',
      respond: signedIn(token, () => fixtureAnswer('user-account.json', 200, host())),
    },
    {
      path: '/v5/pins',
      respond: signedIn(token, (request) =>
        fixtureAnswer(
          request.query.get('bookmark') === secondPinsPage
            ? 'pins-page-2.json'
            : 'pins-page-1.json',
          200,
          host(),
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
          200,
          host(),
        ),
      ),
    },
    {
      path: `/v5/boards/${summerBoardId}/pins`,
      respond: signedIn(token, () => fixtureAnswer('board-pins.json', 200, host())),
    },
  ];
}
