/**
 * The floor of the wall benchmarks: posts as plain HTML with no script, served by a bare
 * `node:http` server on a loopback port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a floor card shows: the title and the first image, at its recorded size. */
export interface FloorPost {
  readonly title: string;
  readonly description?: string;
  readonly media: readonly { url: string; width: number; height: number }[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The posts as one static page of `article.chorus-card` elements. */
export function floorHtml(posts: readonly FloorPost[]): string {
  const cards = posts
    .map((post) => {
      const image = post.media[0];
      const img = image
        ? `<img src="${escapeHtml(image.url)}" width="${image.width}" height="${image.height}" alt="">`
        : '';
      const text = post.description ? `<p>${escapeHtml(post.description)}</p>` : '';
      return `<article class="chorus-card">${img}<h2>${escapeHtml(post.title)}</h2>${text}</article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body>${cards}</body></html>`;
}

/** Serves `html` at every path of a loopback port until closed. */
export async function serveFloor(html: string): Promise<{ url: string; close(): void }> {
  const floor = http.createServer((_request, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(html);
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  const { port } = floor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      floor.closeAllConnections();
      floor.close();
    },
  };
}
