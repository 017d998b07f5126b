/** The keyboard shortcuts of the moderation screen, documented where they are used. */
import { moderationShortcuts, type ShortcutScope } from './shortcuts.ts';

const groups: readonly { scope: ShortcutScope; intro: string }[] = [
  { scope: 'post', intro: 'Focus a post (click it or move with Tab), then press:' },
  { scope: 'screen', intro: 'Anywhere in the moderation screen, outside a text field:' },
];

export function ShortcutHelp() {
  return (
    <details className="moderation-shortcuts">
      <summary>Keyboard shortcuts</summary>
      {groups.map((group) => (
        <div key={group.scope}>
          <p>{group.intro}</p>
          <dl>
            {moderationShortcuts
              .filter((shortcut) => shortcut.scope === group.scope)
              .map((shortcut) => (
                <div key={shortcut.command} className="moderation-shortcut">
                  <dt>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && ' or '}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{shortcut.description}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </details>
  );
}
