/**
 * The page background: `background=` or else the owner's page background (bg_page_image)
 * paints the whole page (the frame, when embedded) while the wall is shown.
 */
import { useEffect } from 'react';

/** Sets the page's CSS `background` (null leaves it); restores it when the wall goes. */
export function usePageBackground(css: string | null): void {
  useEffect(() => {
    if (css === null) return;
    const targets = [document.documentElement, document.body];
    const before = targets.map((element) => element.style.background);
    for (const element of targets) element.style.background = css;
    return () => {
      targets.forEach((element, index) => {
        element.style.background = before[index] ?? '';
      });
    };
  }, [css]);
}
