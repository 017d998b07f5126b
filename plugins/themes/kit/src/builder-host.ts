/**
 * Whether the wall runs inside the website-builder host (the spec's builder plugin, Wix): the
 * builder's own addresses (`/wix/...`), or a frame whose parent page is on the builder's
 * domains. Used where the spec makes the builder differ (the events variant is not enabled).
 */
import { useContext, useEffect, useState } from 'react';
import { BuilderWallContext } from './builder-wall.ts';

/** The builder's domains: its editor and the sites it publishes. */
const builderDomains = ['wix.com', 'wixsite.com', 'editorx.com', 'wixstudio.com'] as const;

/** What {@link isBuilderHost} looks at. */
export interface BuilderHostFacts {
  readonly pathname: string;
  /** The page is shown in a frame. */
  readonly framed: boolean;
  /** The parent page's origin (location.ancestorOrigins, else the referrer), when known. */
  readonly parentOrigin: string | null;
}

function onBuilderDomain(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return builderDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Whether these facts place the wall inside the website-builder host. */
export function isBuilderHost(facts: BuilderHostFacts): boolean {
  if (facts.pathname === '/wix' || facts.pathname.startsWith('/wix/')) return true;
  return facts.framed && facts.parentOrigin !== null && onBuilderDomain(facts.parentOrigin);
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse the comparison: framed all the same.
    return true;
  }
}

function browserFacts(): BuilderHostFacts {
  const framed = isFramed();
  const ancestors = window.location.ancestorOrigins;
  const parentOrigin =
    ancestors && ancestors.length > 0 ? (ancestors[0] ?? null) : document.referrer || null;
  return { pathname: window.location.pathname, framed, parentOrigin };
}

/**
 * Whether the wall is in builder-host mode: a builder wall ({@link BuilderWallContext}), or
 * {@link isBuilderHost} for this page, which is false on the server and while hydrating (both
 * draw the same HTML), then the browser's answer.
 */
export function useInBuilderHost(): boolean {
  const builderWall = useContext(BuilderWallContext);
  const [inside, setInside] = useState(false);
  useEffect(() => setInside(isBuilderHost(browserFacts())), []);
  return builderWall || inside;
}
