/**
 * The bounds every feed is read within. A feed is hostile input: each limit turns a document
 * built to exhaust memory or time into a clear source error instead of a stuck worker.
 */

/** Largest feed body read, in bytes (after decompression). Real feeds are well under 2 MB. */
export const maxFeedBytes = 8 * 1024 * 1024;

/** Deepest element nesting accepted; feeds nest about six levels, XHTML content a few more. */
export const maxXmlDepth = 64;

/** Most elements in one document (a 5,000-item feed has about 60,000). */
export const maxXmlElements = 250_000;

/**
 * Most entity and character references in one document. A fully escaped non-Latin feed of
 * several megabytes stays below it; a document of a million references does not.
 */
export const maxXmlReferences = 500_000;

/**
 * Most well-formedness errors read past in one document (a stray tag, a `<` in text). A feed
 * with a few is recovered; one with thousands is not a feed with a small error, and each error
 * costs the parser an exception object.
 */
export const maxXmlErrors = 1_000;

/** Most items kept from one document; the rest are the oldest and are dropped. */
export const maxFeedItems = 5_000;

/** Most media kept per post; a wall shows one or a few. */
export const maxMediaPerItem = 10;

/** Longest external id stored as written; a longer guid is replaced by its SHA-256. */
export const maxExternalIdLength = 512;
