import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../session.ts';
import type { ModalProps } from '../ui/Modal.tsx';
import { renderStatic } from '../ui/render-static.tsx';
import { AccountFormModal } from './AccountFormModal.tsx';
import { AccountsPanel } from './AccountsPanel.tsx';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';
import { OwnershipModal } from './OwnershipModal.tsx';

// The library's modal draws in the browser only (e2e/enterprise-accounts.test.ts checks it):
// here a stand-in shows what it is given.
vi.mock('../ui/Modal.tsx', () => ({
  Modal: ({ title, children, footer, role }: ModalProps) => (
    <section role={role ?? 'dialog'} aria-label={title}>
      {children}
      {footer}
    </section>
  ),
}));

const every = [
  'create_enterprise_accounts',
  'change_billing',
  'create_tint',
  'modify_tint',
  'moderate_tint',
  'delete_tint',
  'ownership_tint',
] as const;

function owner(plan: string): CurrentUser {
  return {
    account: {
      id: 1,
      username: 'annowner',
      email: 'ann@example.test',
      plan,
      creator_id: null,
      meta: [],
      licenses: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      admin: false,
    },
    permissions: [...every],
    settings: {
      plan,
      token: null,
      accounts: [],
      feed_count: { active: 0, inactive: 0, allowed: 50 },
      plans: 'hosted',
    },
  };
}

const noop = () => undefined;
const helper = {
  id: 7,
  username: 'helper',
  email: 'helper@example.test',
  meta: ['enterprise_accounts', 'moderate_tint', 'delete_tint'],
};

describe('the accounts tab', () => {
  it('loads the accounts with a heading and a way to create one', async () => {
    const html = await renderStatic(<AccountsPanel user={owner('premium')} />);
    expect(html).toContain('<h2 id="accounts-heading">Team accounts</h2>');
    expect(html).toContain('Create an account');
    expect(html).toMatch(/role="status" aria-busy="true"[^>]*>Loading accounts…/);
  });

  it('says so to an account that may not manage accounts', async () => {
    const html = await renderStatic(<AccountsPanel user={owner('pro')} />);
    expect(html).toContain('Your account cannot manage accounts.');
    expect(html).not.toContain('Create an account');
  });
});

describe('the account form', () => {
  it('asks for username, e-mail and password, with the moderator set ticked', async () => {
    const html = await renderStatic(
      <AccountFormModal grantable={every} onClose={noop} onSaved={noop} />,
    );
    expect(html).toContain('aria-label="Create an account"');
    for (const label of ['Username', 'E-mail', 'Password'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('<legend>Permission set</legend>');
    expect(html).toMatch(/type="checkbox"[^>]*name="white_label"/);
    expect(html).toContain('>White-label account</label>');
    expect(html).toMatch(/type="radio"[^>]*checked="" value="moderator"/);
    expect(html).not.toMatch(/checked="" value="admin"/);
    expect(html).toMatch(/type="checkbox"[^>]*checked="" value="moderate_tint"/);
    expect(html).not.toMatch(/checked="" value="delete_tint"/);
    expect(html).toContain('Share walls (Ownership)');
  });

  it("changes an account's permissions only, showing what it holds and no preset", async () => {
    const html = await renderStatic(
      <AccountFormModal account={helper} grantable={every} onClose={noop} onSaved={noop} />,
    );
    expect(html).toContain('aria-label="Edit helper"');
    expect(html).not.toContain('>Password</label>');
    expect(html).toMatch(/checked="" value="delete_tint"/);
    expect(html).not.toMatch(/type="radio"[^>]*checked=""/);
  });

  it('offers a sub-account only the sets and permissions it holds', async () => {
    const html = await renderStatic(
      <AccountFormModal
        grantable={['create_enterprise_accounts', 'moderate_tint']}
        onClose={noop}
        onSaved={noop}
      />,
    );
    expect(html).toContain('value="moderator"');
    expect(html).not.toContain('value="admin"');
    expect(html).not.toContain('value="delete_tint"');
  });

  it('draws in French', async () => {
    const french = await loadLanguage('fr');
    const html = await renderStatic(
      <LanguageProvider translator={french}>
        <AccountFormModal grantable={every} onClose={noop} onSaved={noop} />
      </LanguageProvider>,
    );
    expect(html).toContain('aria-label="Créer un compte"');
    expect(html).toContain('>Nom d’utilisateur</label>');
    expect(html).toContain('<legend>Ensemble de droits</legend>');
    expect(html).toContain('Modérateur');
    expect(html).toContain('Annuler');
  });
});

describe('deleting an account', () => {
  it("asks for 'delete' in an alert dialog", async () => {
    const html = await renderStatic(
      <DeleteAccountModal account={helper} onClose={noop} onDeleted={noop} />,
    );
    expect(html).toContain('role="alertdialog" aria-label="Delete helper?"');
    expect(html).toContain('Type &#x27;delete&#x27; to confirm.');
    expect(html).toContain('Delete account');
  });
});

describe('the Ownership dialog', () => {
  it('is named after the wall and loads its access list, in French too', async () => {
    const html = await renderStatic(
      <OwnershipModal row={{ id: 3, name: 'Summit' }} onClose={noop} />,
    );
    expect(html).toContain('aria-label="Ownership of Summit"');
    expect(html).toContain('Loading accounts…');
    expect(html).toContain('>Close</button>');
    const french = await loadLanguage('fr');
    const fr = await renderStatic(
      <LanguageProvider translator={french}>
        <OwnershipModal row={{ id: 3, name: 'Summit' }} onClose={noop} />
      </LanguageProvider>,
    );
    expect(fr).toContain('aria-label="Propriété de Summit"');
    expect(fr).toContain('>Fermer</button>');
  });
});
