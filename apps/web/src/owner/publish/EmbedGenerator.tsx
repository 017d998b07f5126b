/**
 * The embed code generator: height and width (both required, with the spec's messages), the
 * network shown (a specific network disables the search words) and the snippet to copy.
 */
import { messages } from '@chorus/core';
import { useId, useState } from 'react';
import { TextField } from '../ui/TextField.tsx';
import type { Notify } from '../ui/alerts.tsx';
import { embedCode } from './embed-code.ts';

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
  const [height, setHeight] = useState('600');
  const [width, setWidth] = useState('100%');
  const [network, setNetwork] = useState('all');
  const [query, setQuery] = useState('');
  const result = embedCode({ origin, userName, height, width, network, query });
  const heightError = height.trim() === '' ? messages.embedHeightRequired : undefined;
  const widthError = width.trim() === '' ? messages.embedWidthRequired : undefined;

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      notify('success', messages.embedCodeCopied);
    } catch {
      // No clipboard permission: the code is selected in its box for a manual copy.
      document.getElementById(`${id}-code`)?.focus();
    }
  }

  return (
    <section className="publish-embed" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Embed code</h3>
      <div className="publish-embed-fields">
        <TextField
          label="Height"
          value={height}
          required
          hint="In pixels (600), or 80vh."
          error={heightError}
          onChange={(event) => setHeight(event.target.value)}
        />
        <TextField
          label="Width"
          value={width}
          required
          hint="100% fills the page's column; or pixels (800)."
          error={widthError}
          onChange={(event) => setWidth(event.target.value)}
        />
        <div className="owner-field">
          <label htmlFor={`${id}-network`}>Network</label>
          <select
            id={`${id}-network`}
            value={network}
            onChange={(event) => setNetwork(event.target.value)}
          >
            <option value="all">All</option>
            {networks.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Search words"
          value={query}
          disabled={network !== 'all'}
          hint={
            network === 'all'
              ? 'Only posts matching these words are shown. Quotes are removed.'
              : 'Search words apply only when All networks are shown.'
          }
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {result.ok ? (
        <div className="owner-field">
          <label htmlFor={`${id}-code`}>Copy this code into your page</label>
          <textarea
            id={`${id}-code`}
            className="publish-code"
            readOnly
            value={result.code}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" onClick={() => void copy(result.code)}>
            Copy code
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
