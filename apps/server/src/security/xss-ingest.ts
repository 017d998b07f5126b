/**
 * Putting the XSS corpus through every way content enters Chorus: an RSS feed (title, author,
 * description, content:encoded), a custom post (`POST /api/post`: text fields, links, image,
 * author, call to action) and a moderator's save (`PUT /api/post/:id`). Shared by the server's
 * stored-HTML test and the browser test, which both drive a built app.
 */
import type { XssVector } from '@chorus/connector-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { FeedEntry } from '../ingest/testing.ts';

/** What gets injected: one vector, or several vectors' markup joined (for cheap browser walls). */
export interface XssPayload {
  readonly id: string;
  readonly html: string;
  readonly url: string;
}

/** Joins vectors `size` at a time into payloads named after their first and last vector. */
export function batchVectors(vectors: readonly XssVector[], size: number): XssPayload[] {
  const batches: XssPayload[] = [];
  for (let start = 0; start < vectors.length; start += size) {
    const batch = vectors.slice(start, start + size);
    batches.push({
      id: `${batch[0]!.id}..${batch.at(-1)!.id}`,
      html: batch.map((vector) => vector.html).join('\n'),
      url: batch[0]!.url,
    });
  }
  return batches;
}

/**
 * The feed entries of a payload: the markup as title, author and description of one item
 * (`d:<id>`), and as content:encoded of another (`c:<id>`).
 */
export function xssFeedEntries(payload: XssPayload): FeedEntry[] {
  return [
    { id: `d:${payload.id}`, title: payload.html, author: payload.html, body: payload.html },
    {
      id: `c:${payload.id}`,
      title: `content:encoded ${payload.id}`,
      body: '<p>summary</p>',
      contentEncoded: payload.html,
    },
  ];
}

/** A wall and the headers of a signed-in owner (or moderator) of it. */
export interface XssTarget {
  readonly userName: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** One request the helper made and how the server answered. */
export interface XssRequestOutcome {
  readonly what: string;
  readonly status: number;
  /** The post it stored or saved, when it did. */
  readonly postId: string | null;
}

/** What the API paths stored for one payload. */
export interface XssApiResult {
  /** Posts the payload created (custom posts) or edited (saves), to render and check. */
  readonly postIds: readonly string[];
  readonly outcomes: readonly XssRequestOutcome[];
}

/** The colours and icon a call to action may try to smuggle CSS or markup in. */
function ctaStyle(payload: XssPayload) {
  return {
    color: payload.html.slice(0, 64),
    // An old-IE CSS expression: no quotes or semicolons, so only a grammar of colours stops it.
    text_color: 'expression(alert(1))',
    icon: payload.html.slice(0, 64),
  };
}

/**
 * Sends a payload through the API: a custom post with it in every text and HTML field, one
 * with its URL in every address field, and a plain custom post that a save then fills with
 * the payload (text and HTML fields, then address fields, then the call to action).
 * A refused request (400) stores nothing; that is as good as a clean store.
 */
export async function ingestThroughApi(
  app: FastifyInstance,
  target: XssTarget,
  payload: XssPayload,
): Promise<XssApiResult> {
  const outcomes: XssRequestOutcome[] = [];
  const send = async (what: string, method: 'POST' | 'PUT', url: string, body: object) => {
    const response = await app.inject({ method, url, headers: target.headers, payload: body });
    const json = response.json() as { post?: { id?: string } };
    const postId = response.statusCode < 300 ? (json.post?.id ?? null) : null;
    outcomes.push({ what: `${what} ${payload.id}`, status: response.statusCode, postId });
    return postId;
  };
  const create = (what: string, body: object) =>
    send(what, 'POST', `/api/post?wall=${encodeURIComponent(target.userName)}`, body);

  const text = payload.html;
  await create('custom post text', {
    title: text.slice(0, 1000),
    description: text,
    author: { name: text.slice(0, 200), username: text.slice(0, 200) },
    image: { url: 'https://cdn.example.org/photo.jpg', alt: text.slice(0, 500) },
    cta: { url: 'https://shop.example.org/', text: text.slice(0, 100), ...ctaStyle(payload) },
  });
  await create('custom post urls', {
    title: `Links of ${payload.id}`,
    url: payload.url,
    image: { url: payload.url },
    author: { name: 'Links', link: payload.url, picture: payload.url },
    cta: { url: payload.url, text: 'Go' },
  });
  const edited = await create('custom post to edit', { title: `Edited ${payload.id}` });
  if (edited !== null) {
    const save = (what: string, body: object) => send(what, 'PUT', `/api/post/${edited}`, body);
    await save('save text', {
      title: text.slice(0, 1000),
      description: text,
      cta: { url: 'https://shop.example.org/', text: text.slice(0, 100), ...ctaStyle(payload) },
    });
    await save('save links', {
      url: payload.url,
      image: payload.url,
      original_image: payload.url,
    });
    await save('save cta', { cta: { url: payload.url, text: 'Go' } });
  }
  const postIds = [...new Set(outcomes.flatMap((outcome) => outcome.postId ?? []))];
  return { postIds, outcomes };
}
