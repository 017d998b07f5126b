/**
 * `@chorus/core/host`: the tapable plugin host. Server and admin only — the public wall bundle
 * imports the contracts from `@chorus/core` instead.
 */
export { PluginHost, PluginRegistrationError } from './host.ts';
export type { PluginHooks } from './host.ts';
export { validateConnectors, validateIntegrations, validateThemes } from './validate.ts';
export * from './contracts.ts';
export * from './describe.ts';
export * from './archive.ts';
export * from './source-error.ts';
export * from './place-picker.ts';
