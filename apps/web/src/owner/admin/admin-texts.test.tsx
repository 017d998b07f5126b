import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLicenses } from './AccountLicenses.tsx';
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
    licenses: 3,
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
          onLicensesSaved={() => undefined}
          onFailed={() => undefined}
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
    expect(html).toContain('<th scope="col">Licences</th>');
    expect(html).toContain('<span class="visually-hidden">Licences de lea</span>');
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*value="3"/);
    expect(html).toContain('aria-label="Enregistrer les licences de lea"');
    expect(html).not.toMatch(/Never|Suspended|Restore|Plan of|Licenses/);
  });

  it('says in English when nothing matches, by default', () => {
    const html = renderToStaticMarkup(
      <AccountsTable
        accounts={[]}
        selfId={1}
        savingId={undefined}
        plansApply={false}
        onChange={() => undefined}
        onLicensesSaved={() => undefined}
        onFailed={() => undefined}
      />,
    );
    expect(html).toBe('<p role="status">No account matches.</p>');
  });
});

describe('the licenses field', () => {
  it('takes a whole number from 0 to 10,000, as the server does', () => {
    expect(parseLicenses('0')).toBe(0);
    expect(parseLicenses(' 2 ')).toBe(2);
    expect(parseLicenses('10000')).toBe(10_000);
    for (const bad of ['', '-1', '10001', '2.5', '1e3', 'two', '99999']) {
      expect(parseLicenses(bad), bad).toBeUndefined();
    }
  });
});
