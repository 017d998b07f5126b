/**
 * The wall's moderation audit log: who (owner, enterprise account, API or white-label token by
 * its label) did what to which post, and when; the newest 50 entries, and the whole log as CSV.
 */
import { useCallback, useState } from 'react';
import { useTranslator } from '@chorus/theme-kit';
import { auditExportUrl, loadAudit, type AuditEntry, type WallScope } from './trash-api.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts, type ModerationTextKey } from './texts.ts';

const actorKinds: Readonly<Record<string, ModerationTextKey>> = {
  owner: 'actorOwner',
  enterprise: 'actorEnterprise',
  apiToken: 'actorApiToken',
  whiteLabel: 'actorWhiteLabel',
};

export function AuditLogPanel({ scope }: { readonly scope: WallScope }) {
  const [entries, setEntries] = useState<readonly AuditEntry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const reload = useCallback(() => {
    loadAudit(scope)
      .then((loaded) => {
        setEntries(loaded);
        setFailed(null);
      })
      .catch((error: unknown) => setFailed((error as Error).message));
  }, [scope]);

  const kindOf = (kind: string) => {
    const key = actorKinds[kind];
    return key ? t(key) : kind;
  };
  return (
    <details
      className="moderation-audit"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) reload();
      }}
    >
      <summary>{t('activityLog')}</summary>
      <p>
        <a href={auditExportUrl(scope)} download>
          {t('exportLog')}
        </a>{' '}
        <button type="button" onClick={reload}>
          {t('refresh')}
        </button>
      </p>
      {failed && <p role="alert">{failed}</p>}
      {entries?.length === 0 && <p>{t('noModeration')}</p>}
      {entries && entries.length > 0 && (
        <table className="moderation-audit__table">
          <caption className="moderation-sr">{t('auditCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('auditWhen')}</th>
              <th scope="col">{t('auditWho')}</th>
              <th scope="col">{t('auditWhat')}</th>
              <th scope="col">{t('auditPost')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString(locale)}</td>
                <td>
                  {kindOf(entry.actor.kind)} {entry.actor.label}
                </td>
                <td>{entry.action}</td>
                <td>{entry.postId ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
