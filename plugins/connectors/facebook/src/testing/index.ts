/** `@chorus/connector-facebook/testing`: a fake Facebook (Login and Graph) for tests. */
export {
  facebookFixture,
  fakeFacebook,
  fakeGraphRoutes,
  type FakeGraphState,
  type FakePictures,
} from './fake-graph.ts';
