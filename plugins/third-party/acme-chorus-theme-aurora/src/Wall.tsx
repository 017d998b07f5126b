import { SimpleListLayout, type WallThemeProps } from '@chorus/theme-kit';
import './wall.css';

/** The Aurora wall: the tagline, then the posts as the kit's cards. */
export default function AuroraWall(props: WallThemeProps) {
  const tagline = typeof props.options['tagline'] === 'string' ? props.options['tagline'] : '';
  return (
    <div className="chorus-theme-aurora">
      {tagline !== '' && <p className="chorus-theme-aurora-tagline">{tagline}</p>}
      <SimpleListLayout {...props} />
    </div>
  );
}
