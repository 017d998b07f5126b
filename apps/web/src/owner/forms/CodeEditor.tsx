/**
 * A small code editor for custom CSS: a monospaced textarea with a line-number gutter, where
 * Tab indents (two spaces) instead of leaving the field; Escape then Tab leaves it, so keyboard
 * users are never trapped.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Ids of the description and error, for `aria-describedby`. */
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
  /** The language, shown to assistive technology. */
  readonly language?: string;
}

const indent = '  ';

/** The code editor. */
export function CodeEditor({
  id,
  value,
  onChange,
  describedBy,
  invalid = false,
  disabled = false,
  language = 'CSS',
}: CodeEditorProps) {
  const t = useTexts(texts);
  const gutter = useRef<HTMLPreElement>(null);
  const [tabLeaves, setTabLeaves] = useState(false);
  const lines = Math.max(1, value.split('\n').length);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      setTabLeaves(true);
      return;
    }
    if (event.key !== 'Tab' || tabLeaves || event.shiftKey) {
      setTabLeaves(false);
      return;
    }
    event.preventDefault();
    const area = event.currentTarget;
    const { selectionStart, selectionEnd } = area;
    const next = value.slice(0, selectionStart) + indent + value.slice(selectionEnd);
    onChange(next);
    requestAnimationFrame(() => {
      area.selectionStart = area.selectionEnd = selectionStart + indent.length;
    });
  }

  return (
    <div className="code-editor">
      <pre className="code-editor__gutter" aria-hidden="true" ref={gutter}>
        {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
      </pre>
      <textarea
        id={id}
        className="code-editor__text"
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        wrap="off"
        rows={Math.min(Math.max(lines, 6), 20)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-roledescription={t('codeEditor', { language })}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
      />
    </div>
  );
}
