/**
 * The wall beside the edit panel: the public wall page in a frame. Each change the panel saves
 * gives it a new address, so it reloads and shows the saved settings.
 */
export function WallPreview({ src, userName }: { src: string; userName: string }) {
  return (
    <div className="wall-preview">
      <iframe className="wall-preview__frame" src={src} title={`Wall ${userName}`} />
    </div>
  );
}
