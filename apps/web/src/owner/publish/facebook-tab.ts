/**
 * Facebook's "add page tab" dialog: a page's administrator opens it with the Facebook app's id
 * and the address the tab shows (here, the wall), then picks the page that gets the tab.
 */

/** The dialog's address. */
export const facebookPageTabDialog = 'https://www.facebook.com/dialog/pagetab';

/** Where a Facebook app is made and its page-tab platform added. */
export const facebookAppsPage = 'https://developers.facebook.com/apps';

/** The address a page tab shows: the wall itself. */
export function pageTabWallUrl(origin: string, userName: string): string {
  return `${origin}/${encodeURIComponent(userName)}`;
}

/** The dialog's address for this App ID and wall address; null while the App ID is empty. */
export function facebookTabDialogUrl(appId: string, wallUrl: string): string | null {
  const id = appId.trim();
  if (id === '') return null;
  const url = new URL(facebookPageTabDialog);
  url.searchParams.set('app_id', id);
  url.searchParams.set('display', 'popup');
  url.searchParams.set('redirect_uri', wallUrl);
  return url.toString();
}
