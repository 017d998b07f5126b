import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountsTable } from './AccountsTable.tsx';
import type { AdminAccount } from './admin-api.ts';

const account = (id: number, username: string, changes: Partial<AdminAccount> = {}) =>
  ({
    id,
    username,
    email: `${username}@example.org`,
    plan: 'basic',
    admin: false,
    suspended: false,
    walls: 2,
    last_sign_in_at: null,
    created_at: '2026-01-01T00:00:00Z',
    ...changes,
  }) satisfies AdminAccount;

const accounts = [account(1, 'chef', { admin: true }), account(2, 'lea', { suspended: true })];

describe("the administrator's account list", () => {
  it("is drawn in the owner's language (French)", async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <AccountsTable
          accounts={accounts}
          selfId={1}
          savingId={undefined}
          plansApply
          onChange={() => undefined}
        />
      </LanguageProvider>,
    );
    expect(html).toContain('<caption class="visually-hidden">Comptes de ce Chorus</caption>');
    expect(html).toContain('<th scope="col">Dernière connexion</th>');
    expect(html).toContain('<span class="owner-badge">Administrateur</span>');
    expect(html).toContain('>Formule de lea</label>');
    expect(html).toContain('<option value="basic" selected="">basique</option>');
    expect(html).toContain('<td>Jamais</td>');
    expect(html).toContain('Suspendu ');
    expect(html).toContain('aria-label="Rétablir lea"');
    expect(html).not.toMatch(/Never|Suspended|Restore|Plan of/);
  });

  it('says in English when nothing matches, by default', () => {
    const html = renderToStaticMarkup(
      <AccountsTable
        accounts={[]}
        selfId={1}
        savingId={undefined}
        plansApply={false}
        onChange={() => undefined}
      />,
    );
    expect(html).toBe('<p role="status">No account matches.</p>');
  });
});
