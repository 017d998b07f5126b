#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so an installation needs no separate build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
await main();
