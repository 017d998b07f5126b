import { loadLanguage } from '@chorus/core/i18n';
import { LanguageProvider } from '@chorus/theme-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminIntegration } from './integrations-api.ts';
import { IntegrationForm } from './IntegrationsSettings.tsx';

/** The chat as the server lists it to a French administrator (titles translated there). */
const chat: AdminIntegration = {
  id: 'chat',
  name: 'Chat en direct',
  description: "Un widget de chat en direct sur les pages d'administration des offres payantes.",
  pages: ['owner'],
  plans: 'paying',
  enabled: true,
  settings: { vendor: 'script', scriptUrl: 'https://widget.example.org/w.js' },
  schema: {
    type: 'object',
    properties: {
      vendor: {
        title: 'Service de chat',
        default: 'crisp',
        anyOf: [
          { type: 'string', const: 'crisp', title: 'Crisp' },
          { type: 'string', const: 'script', title: 'Script du widget' },
        ],
      },
      scriptUrl: {
        type: 'string',
        title: 'Adresse du script du widget',
        format: 'uri',
        default: '',
      },
    },
  },
  saved_at: '2026-11-30T08:00:00Z',
};

describe('the integrations of the admin screen', () => {
  it("draws an integration's switch and settings form in the owner's language (French)", async () => {
    const html = renderToStaticMarkup(
      <LanguageProvider translator={await loadLanguage('fr')}>
        <IntegrationForm integration={chat} notify={() => undefined} />
      </LanguageProvider>,
    );
    expect(html).toContain('<h3 id="admin-integration-chat">Chat en direct</h3>');
    expect(html).toContain('Seuls les comptes des offres payantes la voient (en mode hébergé).');
    expect(html).toMatch(/type="checkbox" role="switch" checked=""/);
    expect(html).toContain('>Activer Chat en direct</label>');
    expect(html).toContain('Service de chat');
    expect(html).toContain('Script du widget');
    expect(html).toContain('value="https://widget.example.org/w.js"');
    expect(html).toContain('Enregistrer Chat en direct');
    expect(html).not.toMatch(/Enable|Save |paying plans/);
  });

  it('is drawn in English by default, off until enabled', () => {
    const html = renderToStaticMarkup(
      <IntegrationForm
        integration={{ ...chat, name: 'Live chat', plans: 'all', enabled: false, settings: {} }}
        notify={() => undefined}
      />,
    );
    expect(html).toContain('>Enable Live chat</label>');
    expect(html).not.toContain('checked=""');
    expect(html).not.toContain('paying plans');
    expect(html).toContain('Save Live chat');
  });
});
