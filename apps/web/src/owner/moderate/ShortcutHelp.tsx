/** The keyboard shortcuts of the moderation screen, documented where they are used. */
import { moderationShortcuts, type ShortcutScope } from './shortcuts.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts, type ModerationTextKey } from './texts.ts';

const groups: readonly { scope: ShortcutScope; intro: ModerationTextKey }[] = [
  { scope: 'post', intro: 'shortcutsPost' },
  { scope: 'screen', intro: 'shortcutsScreen' },
];

export function ShortcutHelp() {
  const t = useTexts(texts);
  return (
    <details className="moderation-shortcuts">
      <summary>{t('shortcuts')}</summary>
      {groups.map((group) => (
        <div key={group.scope}>
          <p>{t(group.intro)}</p>
          <dl>
            {moderationShortcuts
              .filter((shortcut) => shortcut.scope === group.scope)
              .map((shortcut) => (
                <div key={shortcut.command} className="moderation-shortcut">
                  <dt>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && ` ${t('shortcutOr')} `}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{t(`shortcut_${shortcut.command}`)}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </details>
  );
}
