/** The dashboard's empty state for an owner who may create walls: one call to action. */
import './first-run.css';

/** Props of {@link FirstWallPrompt}. */
export interface FirstWallPromptProps {
  /** Opens the create-wall dialog. */
  readonly onCreate: () => void;
}

/** "You have no walls yet." and a "Create your first wall" button. */
export function FirstWallPrompt({ onCreate }: FirstWallPromptProps) {
  return (
    <div className="first-wall">
      <p className="walls-empty">You have no walls yet.</p>
      <p>
        A wall gathers posts from the networks you connect and shows them on a page, on a big screen
        or inside your site.
      </p>
      <button type="button" className="owner-button owner-button--primary" onClick={onCreate}>
        Create your first wall
      </button>
    </div>
  );
}
