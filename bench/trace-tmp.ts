import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, startServer } from '@chorus/server';
import { launchChromium, testServerEnv } from '/work/main/apps/web/e2e/browser.ts';
const dataDir = mkdtempSync(path.join(tmpdir(), 'ttfb-'));
const server = await startServer(loadConfig(testServerEnv(dataDir, { CHORUS_WEB_DIST: '/tmp/chorus-bench-web-dist' })));
const browser = await launchChromium();
const target = server.address + (process.argv[2] ?? '/demo');
for (let i=0;i<3;i++){ const c=await browser.newContext(); const p=await c.newPage(); await p.goto(target); await c.close(); }
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline','blink.user_timing','loading','disabled-by-default-devtools.timeline'] });
await page.goto(target, { waitUntil: 'load' });
await page.waitForTimeout(800);
await browser.stopTracing();
const trace = JSON.parse(readFileSync('/tmp/trace.json','utf8'));
const events = (trace.traceEvents ?? trace) as any[];
const fcp = events.find(e => e.name === 'firstContentfulPaint');
const mine = events.filter(e => e.pid === fcp.pid);
const send = mine.find(e => e.name === 'ResourceSendRequest' && String(e.args?.data?.url).startsWith(target));
const t0 = send.ts;
const names = new Set(['ParseHTML','EvaluateScript','v8.compileModule','v8.evaluateModule','FunctionCall','Layout','UpdateLayoutTree','Paint','PrePaint','Commit','firstContentfulPaint','MarkDOMContent','MarkLoad','ResourceSendRequest','ResourceReceiveResponse','ResourceFinish','ParseAuthorStyleSheet','RunTask','largestContentfulPaint::Candidate','Decode Image','ImageDecodeTask']);
for (const e of mine.filter(e => names.has(e.name) && (e.tid === fcp.tid || e.name.startsWith('Resource'))).sort((a,b)=>a.ts-b.ts)) {
  const t = (e.ts - t0)/1000;
  if (t < -1 || t > (fcp.ts - t0)/1000 + 5) continue;
  if (e.name === 'RunTask' && (e.dur ?? 0) < 2000) continue;
  console.log(t.toFixed(1).padStart(7), e.dur?((e.dur/1000).toFixed(1)+'ms').padStart(8):''.padStart(8), e.name, String(e.args?.data?.url ?? e.args?.beginData?.url ?? '').replace(/.*\//,'').slice(0,40));
}
await browser.close(); process.exit(0);
