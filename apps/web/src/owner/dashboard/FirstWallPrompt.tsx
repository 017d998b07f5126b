/** The dashboard's empty state for an owner who may create walls: one call to action. */
import { useTexts } from '../i18n/texts.ts';
import './first-run.css';
import { texts } from './texts.ts';

/** Props of {@link FirstWallPrompt}. */
export interface FirstWallPromptProps {
  /** Opens the create-wall dialog. */
  readonly onCreate: () => void;
}

/** "You have no walls yet." and a "Create your first wall" button. */
export function FirstWallPrompt({ onCreate }: FirstWallPromptProps) {
  const t = useTexts(texts);
  return (
    <div className="first-wall">
      <p className="walls-empty">{t('noWalls')}</p>
      <p>{t('firstWallIntro')}</p>
      <button type="button" className="owner-button owner-button--primary" onClick={onCreate}>
        {t('createFirstWall')}
      </button>
    </div>
  );
}
