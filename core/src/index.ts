/**
 * @chorus/core — isomorphic: domain schemas, rules, the message catalogue and plugin contracts.
 * It imports no plugin and no app.
 */
export * from './domain/index.ts';
export * from './rules/index.ts';
export * from './messages/index.ts';
export * from './host/contracts.ts';
export * from './host/describe.ts';
export * from './host/archive.ts';
export * from './host/source-error.ts';
export * from './host/place-picker.ts';
export * from './realtime/events.ts';
