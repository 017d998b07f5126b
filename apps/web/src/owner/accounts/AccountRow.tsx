/**
 * One enterprise account as a list item: its name and e-mail, its permissions in words when
 * known, and the actions the list gives it. The accounts tab and the Ownership dialog draw their
 * accounts with it.
 */
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { permissionWords } from './accounts-model.ts';
import { texts } from './texts.ts';

/** Props of {@link AccountRow}. */
export interface AccountRowProps {
  readonly account: {
    readonly id: number;
    readonly username: string;
    readonly email: string;
    /** Its permission keys; left out where the list does not show permissions. */
    readonly meta?: readonly string[];
  };
  /** The actions (buttons) or a tag, at the end of the row. */
  readonly children?: ReactNode;
}

export function AccountRow({ account, children }: AccountRowProps) {
  const t = useTexts(texts);
  return (
    <li className="accounts-item" data-account={account.username} data-id={account.id}>
      <div className="accounts-item__who">
        <strong>{account.username}</strong>
        {account.email && <span className="accounts-item__email">{account.email}</span>}
      </div>
      {account.meta && (
        <p className="accounts-item__permissions">
          {t('permissionList', { list: permissionWords(account.meta, t) })}
        </p>
      )}
      <div className="accounts-item__actions">{children}</div>
    </li>
  );
}
