/**
 * The wall beside the edit panel: the public wall page in a frame. Each change the panel saves
 * gives it a new address, so it reloads and shows the saved settings. The frame is kept out of
 * the tab order (its posts would be dozens of stops before the panel); keyboard users reach the
 * wall through the one link under it.
 */
export function WallPreview({ src, userName }: { src: string; userName: string }) {
  return (
    <div className="wall-preview">
      <iframe className="wall-preview__frame" src={src} title={`Wall ${userName}`} tabIndex={-1} />
      <a
        className="wall-preview__open"
        href={`/${encodeURIComponent(userName)}`}
        target="_blank"
        rel="noopener"
      >
        Open the wall in a new tab
      </a>
    </div>
  );
}
