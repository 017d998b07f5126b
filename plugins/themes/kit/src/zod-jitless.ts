/**
 * Tells zod never to compile parsers with `new Function`. Chorus pages run under
 * `script-src 'self'` without 'unsafe-eval', where zod's first object parse probes for eval:
 * the probe's error is caught, but the browser still reports a CSP violation. Browser code that
 * loads zod imports this module first (the live-frame reader, the owner screens); the server
 * keeps zod's compiled parsers.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
