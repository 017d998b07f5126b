/**
 * What the wall draws above its posts from the owner's appearance: the banner (its box reserved
 * from the stored size, so nothing moves when it loads) and the name bar (logo and wall name,
 * in the heading font and the name colours, aligned per position_name).
 */
import type { ReactNode } from 'react';
import { useTranslator } from '../i18n/language.tsx';
import type { NamePosition, WallBanner } from './wall-appearance.ts';

/** Props of {@link WallHead}. */
export interface WallHeadProps {
  /** The wall's name, shown in the name bar and used as the images' alt text. */
  readonly name: string;
  readonly banner: WallBanner | null;
  readonly logo: string | null;
  readonly namePosition: NamePosition;
  /** Whether the name bar shows (themes with a collection bar, outside embeds). */
  readonly showName: boolean;
  /**
   * The level of the name's heading: 1 (the page's heading) on the wall's own page; lower inside
   * another site's page, which keeps its own `h1`.
   */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The collection bar, drawn under the name. */
  readonly children?: ReactNode;
}

/** The banner, the name bar and the collection bar; nothing when none of them shows. */
export function WallHead({
  name,
  banner,
  logo,
  namePosition,
  showName,
  headingLevel = 1,
  children,
}: WallHeadProps) {
  const { t } = useTranslator();
  if (!banner && !showName && !children) return null;
  const Heading = `h${headingLevel}` as const;
  const ratio = banner?.width && banner.height ? `${banner.width} / ${banner.height}` : undefined;
  return (
    <header className="chorus-wall-head">
      {banner && (
        <img
          className={`chorus-banner${ratio ? '' : ' chorus-banner--unsized'}`}
          src={banner.src}
          alt={name}
          {...(ratio ? { style: { aspectRatio: ratio } } : {})}
        />
      )}
      {showName && (
        <div className={`chorus-namebar chorus-namebar--${namePosition}`}>
          {logo && <img className="chorus-logo" src={logo} alt={t('wallLogo', { name })} />}
          {/* The page's heading: the page frame hides its own while this one shows. */}
          <Heading className="chorus-wall-name">{name}</Heading>
        </div>
      )}
      {children}
    </header>
  );
}
