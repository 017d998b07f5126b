import { shareLinks } from './links.ts';

/** Share links for facebook, twitter and e-mail ('Check out this link I found!'). */
export function ShareLinks({ url, text }: { readonly url: string; readonly text?: string }) {
  const links = shareLinks(url, text);
  return (
    <ul className="chorus-share" aria-label="Share">
      <li>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer">
          Facebook
        </a>
      </li>
      <li>
        <a href={links.twitter} target="_blank" rel="noopener noreferrer">
          Twitter
        </a>
      </li>
      <li>
        <a href={links.email}>E-mail</a>
      </li>
    </ul>
  );
}
