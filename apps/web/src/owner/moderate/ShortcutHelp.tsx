/** The keyboard shortcuts of the moderation list, documented where they are used. */
import { moderationShortcuts } from './shortcuts.ts';

export function ShortcutHelp() {
  return (
    <details className="moderation-shortcuts">
      <summary>Keyboard shortcuts</summary>
      <p>Focus a post (click it or move with Tab), then press:</p>
      <dl>
        {moderationShortcuts.map((shortcut) => (
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
    </details>
  );
}
