/**
 * The wall's moderation audit log: who (owner, enterprise account, API or white-label token by
 * its label) did what to which post, and when; the newest 50 entries, and the whole log as CSV.
 */
import { useCallback, useState } from 'react';
import { auditExportUrl, loadAudit, type AuditEntry, type WallScope } from './trash-api.ts';

const actorKinds: Readonly<Record<string, string>> = {
  owner: 'Owner',
  enterprise: 'Enterprise account',
  apiToken: 'API token',
  whiteLabel: 'White-label token',
};

export function AuditLogPanel({ scope }: { readonly scope: WallScope }) {
  const [entries, setEntries] = useState<readonly AuditEntry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    loadAudit(scope)
      .then((loaded) => {
        setEntries(loaded);
        setFailed(null);
      })
      .catch((error: unknown) => setFailed((error as Error).message));
  }, [scope]);

  return (
    <details
      className="moderation-audit"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) reload();
      }}
    >
      <summary>Activity log</summary>
      <p>
        <a href={auditExportUrl(scope)} download>
          Export the log (CSV)
        </a>{' '}
        <button type="button" onClick={reload}>
          Refresh
        </button>
      </p>
      {failed && <p role="alert">{failed}</p>}
      {entries?.length === 0 && <p>No moderation yet.</p>}
      {entries && entries.length > 0 && (
        <table className="moderation-audit__table">
          <caption className="moderation-sr">Moderation actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Post</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString()}</td>
                <td>
                  {actorKinds[entry.actor.kind] ?? entry.actor.kind} {entry.actor.label}
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
