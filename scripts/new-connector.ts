/**
 * `npm run new:connector -- <id>`: creates plugins/connectors/<id> (README, package.json, feed
 * types with `.meta()` titles, fetch and normalize on the connector kit, a fixture and a passing
 * test against the kit's fake network), adds it to chorus.config.ts and installs it.
 *
 * Options: `--root <dir>` writes into another copy of the repository; `--no-install` skips
 * `npm install` (then run it yourself before starting the server).
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateConnector } from './new-connector/generate.ts';
import { installWorkspace } from './scaffold/write-package.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string' }, 'no-install': { type: 'boolean' } },
});
const [id] = positionals;
if (!id || positionals.length > 1) {
  console.error('Usage: npm run new:connector -- <id> [--root <dir>] [--no-install]');
  process.exit(2);
}
const root = resolve(values.root ?? process.env['INIT_CWD'] ?? process.cwd());

try {
  const created = await generateConnector({ id, root });
  const where = relative(root, created.directory);
  console.log(`Created ${where}: ${created.files.join(', ')}`);
  console.log(`Added ${created.names.camel}Connector() to chorus.config.ts.`);
  if (!values['no-install'] && !installWorkspace(root)) {
    console.error('npm install failed: run it again before starting the server.');
    process.exit(1);
  }
  console.log(`Next: npx vitest run ${where} — then make fetch.ts and wire.ts this network's.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
