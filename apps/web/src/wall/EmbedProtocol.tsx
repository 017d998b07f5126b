import { useEmbedProtocol, type EmbedProtocolOptions } from './use-embed-protocol.ts';

/**
 * The embed protocol as a component, so the wall loads its code only in a frame (WallFeedView
 * draws it lazily once it knows it is framed, which is after hydration): a wall on its own page
 * never downloads it.
 */
export default function EmbedProtocol(options: EmbedProtocolOptions) {
  useEmbedProtocol(options);
  return null;
}
