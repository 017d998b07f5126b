/** For tests: a component's first HTML, inside a router, as the server would prerender it. */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';

export async function renderStatic(node: ReactNode, address = '/'): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[address]}>{node}</MemoryRouter>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
