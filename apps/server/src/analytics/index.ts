/** Wall analytics without cookies or third parties (routes.ts, counter.ts, report.ts). */
export { countWallView, registerAnalytics, beaconRateLimit } from './routes.ts';
export { AnalyticsCounter, analyticsFlushMs } from './counter.ts';
