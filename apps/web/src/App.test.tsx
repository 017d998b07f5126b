import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './App.tsx';
import type { RouteKind } from './routes/route-table.ts';

/** Renders the app at `address` to HTML once its lazy screens have loaded. */
async function renderAt(address: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[address]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const pageNavbar = 'aria-label="Main"';

describe('the app shell', () => {
  it.each<[string, RouteKind, string]>([
    ['/', 'index', 'Chorus'],
    ['/login', 'login', 'Sign in'],
    ['/signup', 'signup', 'Create an account'],
    ['/admin?tab=payment', 'dashboard', 'Dashboard'],
    ['/nobody/a/b/c', 'not-found', 'Page not found'],
    ['/wix/endpoint', 'builder-embed', 'Website-builder wall'],
    ['/wix/settings', 'builder-settings', 'Website-builder settings'],
    ['/test/x', 'visible-only', 'Chorus'],
    ['/about', 'server-redirect', 'Page unavailable'],
    ['/pages/tmp/guide', 'static-page', 'Static page'],
    ['/templates/3', 'template', 'Template'],
    ['/analytics/acme', 'analytics', 'Analytics'],
    ['/acme/twitter/9', 'wall', 'Wall acme'],
    ['/acme/edit/moderate/private', 'edit', 'Edit wall acme'],
    ['/acme/edit/moderate?wl_token=t', 'white-label', 'Moderate wall acme'],
  ])('%s renders the %s screen', async (address, screen, heading) => {
    const html = await renderAt(address);
    expect(html).toContain(`data-screen="${screen}"`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain('<main id="main"');
  });

  it('shows the wall without the page navbar', async () => {
    const html = await renderAt('/acme/twitter/9?cols=3');
    expect(html).toContain('Wall acme');
    expect(html).not.toContain(pageNavbar);
  });

  it('keeps the navbar on owner pages and checks the sign-in before showing owner content', async () => {
    const html = await renderAt('/admin');
    expect(html).toContain(pageNavbar);
    // Prerendered, nobody is known yet: the dashboard waits for the session.
    expect(html).toContain('Checking your sign-in');
    expect(html).not.toContain('Your walls');
  });

  it('draws the sign-in and sign-up forms with labelled fields', async () => {
    const login = await renderAt('/login?next=%2Facme%2Fedit');
    expect(login).toContain('Username or e-mail');
    expect(login).toContain('type="password"');
    expect(login).toContain('href="/signup?next=%2Facme%2Fedit"');
    const signup = await renderAt('/signup');
    for (const label of ['Username', 'E-mail', 'Password']) {
      expect(signup).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
    }
    expect(signup).toContain('Create account');
  });

  it('links the not-found page home', async () => {
    expect(await renderAt('/404')).toContain('href="/"');
  });

  it('carries the wl_token along the moderation tabs', async () => {
    const html = await renderAt('/acme/edit/moderate?wl_token=t');
    expect(html).toContain('href="/acme/edit/moderate?wl_token=t"');
    expect(html).toContain('href="/acme/edit/moderate/private?wl_token=t"');
    expect(html).not.toContain('Sign in required');
  });
});
