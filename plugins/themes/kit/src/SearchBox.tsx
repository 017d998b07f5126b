import { searchAction, searchDebounceMs } from '@chorus/core/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslator } from './i18n/language.tsx';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The query in the address, if any. */
  readonly initial: string;
  /** Called 300 ms after typing stops: the search text, or '' to restore all posts. */
  readonly onSearch: (query: string) => void;
  /** Android needs 2 characters before searching (core's searchAction). */
  readonly android?: boolean;
}

/** The wall's search box: waits 300 ms after typing, then searches or restores all posts. */
export function SearchBox({ initial, onSearch, android = false }: SearchBoxProps) {
  const { t } = useTranslator();
  const [text, setText] = useState(initial);
  const typed = useRef(false);
  const handler = useRef(onSearch);
  handler.current = onSearch;
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      const action = searchAction(text, { android });
      handler.current(action.kind === 'search' ? action.query : '');
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, android]);
  return (
    <form className="chorus-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="chorus-visually-hidden" htmlFor="chorus-search-input">
        {t('wallSearchLabel')}
      </label>
      <input
        id="chorus-search-input"
        type="search"
        value={text}
        placeholder={t('wallSearch')}
        autoComplete="off"
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
      />
    </form>
  );
}
