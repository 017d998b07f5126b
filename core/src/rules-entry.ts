/**
 * `@chorus/core/rules`: core's rules and plain tables (networks, plans) and the generic theme choice without zod, for
 * bundles that must stay light — the public wall and the theme kit. Importing from here never
 * brings a zod schema into a browser bundle: the modules below use no schema at run time, and
 * the few id schemas that sit beside the tables are marked pure, so the bundler drops them.
 * `apps/web/src/bundle.test.ts` checks the wall's chunks hold no zod. Rules that parse with a
 * schema (`cta.ts`, `display-settings.ts`) stay in the main entry only.
 */
export * from './rules/constants.ts';
export * from './rules/urls.ts';
export * from './rules/timestamps.ts';
export * from './rules/ordering.ts';
export * from './rules/highlight.ts';
export * from './rules/handles.ts';
export * from './rules/enterprise.ts';
export * from './rules/embed.ts';
export * from './rules/moderation.ts';
export * from './rules/plan-gates.ts';
export * from './rules/feed-state.ts';
export * from './rules/realtime.ts';
export * from './rules/recurrence.ts';
export * from './rules/post-shuffle.ts';
export * from './rules/connector-input.ts';
export * from './rules/wall-validation.ts';
export * from './rules/navigation.ts';
export * from './rules/legacy.ts';
export * from './rules/known-ids.ts';
export { pluginIdPattern, type NetworkId } from './domain/plugin-id.ts';
export {
  chooseInstalledTheme,
  defaultTheme,
  defaultThemeName,
  findTheme,
  isThemeName,
  legacyThemeNamePattern,
  themeAnswersTo,
  type RealtimeInsertPosition,
  type NamedTheme,
} from './domain/themes.ts';
export {
  canSearch,
  featureFlags,
  planAllows,
  planFeatures,
  planFromLegacyName,
  planIds,
  showsPoweredBy,
  type FeatureFlag,
  type PlanId,
} from './domain/plans.ts';
