/** The remote screen's address, on its own: the moderation screen links to it without loading the remote. */

/** The remote screen's address for a wall, keeping a white-label token. */
export function remotePath(userName: string, wlToken?: string): string {
  const path = `/${encodeURIComponent(userName)}/edit/remote`;
  return wlToken ? `${path}?${new URLSearchParams({ wl_token: wlToken }).toString()}` : path;
}
