/** `@chorus/connector-mastodon/testing`: a fake Mastodon server's sign-in and timelines. */
export { fakeMastodon, type FakeMastodonInput, type FakeMastodonState } from './fake-mastodon.ts';
