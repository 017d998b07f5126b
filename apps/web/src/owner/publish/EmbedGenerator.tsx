/**
 * The embed code generator: height and width (both required, with the spec's messages), the
 * network shown (a specific network disables the search words) and the snippet to copy.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useId, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { TextField } from '../ui/TextField.tsx';
import type { Notify } from '../ui/alerts.tsx';
import { embedCode } from './embed-code.ts';
import { texts } from './texts.ts';

/** Props of {@link EmbedGenerator}. */
export interface EmbedGeneratorProps {
  readonly origin: string;
  readonly userName: string;
  /** The networks the wall has sources of. */
  readonly networks: readonly string[];
  readonly notify: Notify;
}

export function EmbedGenerator({ origin, userName, networks, notify }: EmbedGeneratorProps) {
  const id = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [height, setHeight] = useState('600');
  const [width, setWidth] = useState('100%');
  const [network, setNetwork] = useState('all');
  const [query, setQuery] = useState('');
  const result = embedCode({ origin, userName, height, width, network, query }, (message) =>
    translator.text(message.key, message.params),
  );
  const heightError = height.trim() === '' ? translator.t('embedHeightRequired') : undefined;
  const widthError = width.trim() === '' ? translator.t('embedWidthRequired') : undefined;

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      notify('success', translator.t('embedCodeCopied'));
    } catch {
      // No clipboard permission: the code is selected in its box for a manual copy.
      document.getElementById(`${id}-code`)?.focus();
    }
  }

  return (
    <section className="publish-embed" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('embedHeading')}</h3>
      <div className="publish-embed-fields">
        <TextField
          label={t('height')}
          value={height}
          required
          hint={t('heightHint')}
          error={heightError}
          onChange={(event) => setHeight(event.target.value)}
        />
        <TextField
          label={t('width')}
          value={width}
          required
          hint={t('widthHint')}
          error={widthError}
          onChange={(event) => setWidth(event.target.value)}
        />
        <div className="owner-field">
          <label htmlFor={`${id}-network`}>{t('network')}</label>
          <select
            id={`${id}-network`}
            value={network}
            onChange={(event) => setNetwork(event.target.value)}
          >
            <option value="all">{t('allNetworks')}</option>
            {networks.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('searchWords')}
          value={query}
          disabled={network !== 'all'}
          hint={network === 'all' ? t('searchWordsHint') : t('searchWordsAllOnly')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {result.ok ? (
        <div className="owner-field">
          <label htmlFor={`${id}-code`}>{t('copyCodeLabel')}</label>
          <textarea
            id={`${id}-code`}
            className="publish-code"
            readOnly
            value={result.code}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" onClick={() => void copy(result.code)}>
            {t('copyCode')}
          </button>
        </div>
      ) : (
        <p className="publish-code-missing" role="status">
          {result.problems.join(' ')}
        </p>
      )}
    </section>
  );
}
