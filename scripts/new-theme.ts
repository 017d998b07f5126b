/**
 * `npm run new:theme -- <id>`: creates plugins/themes/<id> (README, plugin and display options
 * schemas, a component on the theme kit, its wall entry and a passing render test), adds it to
 * chorus.config.ts and installs it.
 *
 * Options: `--root <dir>` writes into another copy of the repository; `--package <name>` and
 * `--dir <folder>` make a package of another name elsewhere (a third-party theme);
 * `--no-config` leaves chorus.config.ts alone; `--no-install` skips `npm install`.
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateTheme } from './new-theme/generate.ts';
import { installWorkspace } from './scaffold/write-package.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    package: { type: 'string' },
    dir: { type: 'string' },
    'no-config': { type: 'boolean' },
    'no-install': { type: 'boolean' },
  },
});
const [id] = positionals;
if (!id || positionals.length > 1) {
  console.error(
    'Usage: npm run new:theme -- <id> [--package <name>] [--dir <folder>] [--root <dir>] [--no-config] [--no-install]',
  );
  process.exit(2);
}
const root = resolve(values.root ?? process.env['INIT_CWD'] ?? process.cwd());

try {
  const created = await generateTheme({
    id,
    root,
    ...(values.package ? { packageName: values.package } : {}),
    ...(values.dir ? { directory: values.dir } : {}),
    addToConfig: !values['no-config'],
  });
  const where = relative(root, created.directory);
  console.log(`Created ${where}: ${created.files.join(', ')}`);
  if (!values['no-config']) console.log(`Added ${created.names.camel}Theme() to chorus.config.ts.`);
  if (!values['no-install'] && !installWorkspace(root)) {
    console.error('npm install failed: run it again before building.');
    process.exit(1);
  }
  console.log(
    `Next: npx vitest run ${where}, then npm run build --workspace @chorus/web and restart the server.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
