/** `@chorus/connector-facebook/testing`: a fake Facebook (Login and Graph) for tests. */
export {
  facebookFixture,
  fakeFacebook,
  fakeGraphRoutes,
  type FakeGraphState,
} from './fake-graph.ts';
