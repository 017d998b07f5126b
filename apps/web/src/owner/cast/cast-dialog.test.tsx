import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../ui/Modal.tsx';
import { renderStatic } from '../ui/render-static.tsx';
import { castWallPath, looksLikeCode, spacedCode, typedCode } from './cast-api.ts';
import { CastDialog } from './CastDialog.tsx';
import {
  castWithBrowser,
  presentationAvailable,
  type PresentationHost,
} from '../../wall/presentation.ts';

// The library's modal draws in the browser only (e2e/cast.test.ts checks it): here a stand-in
// shows what it is given.
vi.mock('../ui/Modal.tsx', () => ({
  Modal: ({ title, children, footer }: ModalProps) => (
    <section role="dialog" aria-label={title}>
      {children}
      {footer}
    </section>
  ),
}));

const noop = () => undefined;
const origin = 'https://walls.example.org';

function presenting(start: () => Promise<unknown>): PresentationHost & { urls: string[][] } {
  const urls: string[][] = [];
  return {
    urls,
    navigator: { presentation: {} },
    PresentationRequest: class {
      constructor(list: string[]) {
        urls.push(list);
      }
      start = start;
    },
  };
}
const withoutPresentation: PresentationHost = { navigator: {} };

async function dialog(presentation: PresentationHost, language?: 'fr') {
  const node = (
    <CastDialog
      userName="acme"
      name="Acme Fest"
      onClose={noop}
      presentation={presentation}
      origin={origin}
    />
  );
  if (!language) return renderStatic(node);
  return renderStatic(
    <LanguageProvider translator={await loadLanguage(language)}>{node}</LanguageProvider>,
  );
}

describe('the Cast dialog', () => {
  it('offers the browser’s casting where the Presentation API exists, and pairing', async () => {
    const html = await dialog(presenting(() => Promise.resolve({})));
    expect(html).toContain('aria-label="Cast “Acme Fest” to a TV"');
    expect(html).toMatch(/<h3[^>]*>Cast with this browser<\/h3>/);
    expect(html).toMatch(/<button[^>]*>Cast with this browser<\/button>/);
    expect(html).toMatch(/<h3[^>]*>Pair a TV with a code<\/h3>/);
    expect(html).toContain(`On the TV, open ${origin}/cast. It shows a code: type it here.`);
    expect(html).toMatch(/<label[^>]*>Code shown on the TV<\/label>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pair<\/button>/);
  });

  it('offers only pairing where the browser cannot cast', async () => {
    const html = await dialog(withoutPresentation);
    expect(html).not.toContain('Cast with this browser');
    expect(html).toMatch(/<h3[^>]*>Pair a TV with a code<\/h3>/);
    expect(html).toMatch(/<button[^>]*>Pair<\/button>/);
  });

  it('speaks French', async () => {
    const html = await dialog(
      presenting(() => Promise.resolve({})),
      'fr',
    );
    expect(html).toContain('aria-label="Diffuser « Acme Fest » sur une télé"');
    expect(html).toMatch(/<button[^>]*>Diffuser avec ce navigateur<\/button>/);
    expect(html).toMatch(/<h3[^>]*>Appairer une télé avec un code<\/h3>/);
    expect(html).toMatch(/<label[^>]*>Code affiché sur la télé<\/label>/);
    expect(html).toMatch(/<button[^>]*>Appairer<\/button>/);
    expect(html).toMatch(/<button[^>]*>Fermer<\/button>/);
    expect(html).not.toMatch(/Pair a TV|Close</);
  });
});

describe('casting with the browser', () => {
  it('needs navigator.presentation and PresentationRequest', () => {
    expect(presentationAvailable(undefined)).toBe(false);
    expect(presentationAvailable(withoutPresentation)).toBe(false);
    expect(presentationAvailable({ navigator: {}, PresentationRequest: class {} as never })).toBe(
      false,
    );
    expect(presentationAvailable(presenting(() => Promise.resolve({})))).toBe(true);
  });

  it('casts the wall’s full-screen page, and only logs a failure', async () => {
    const fine = presenting(() => Promise.resolve({}));
    expect(await castWithBrowser(fine, `${origin}${castWallPath('acme')}`)).toBe(true);
    expect(fine.urls).toEqual([[`${origin}/acme?fullscreen=true`]]);

    const warn = vi.spyOn(console, 'warn').mockImplementation(noop);
    const refused = presenting(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    expect(await castWithBrowser(refused, `${origin}/acme?fullscreen=true`)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('pairing codes as typed', () => {
  it('reads what people type and shows codes in two groups', () => {
    expect(typedCode(' k7p-2qx')).toBe('K7P2QX');
    expect(looksLikeCode('k7p 2qx')).toBe(true);
    expect(looksLikeCode('K7P2Q0')).toBe(false);
    expect(looksLikeCode('K7P2')).toBe(false);
    expect(spacedCode('K7P2QX')).toBe('K7P 2QX');
  });
});
