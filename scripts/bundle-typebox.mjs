/* global process, console */
// Inlines TypeBox into the compiled dist/src/contract/typebox.js (see that
// module's header): one file for Node to read at start instead of some 700.
// Run by `npm run build` and by the `prepare` step after tsc; needs esbuild,
// a dev dependency, so an install without dev dependencies keeps dist/ as built.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const target = resolve('dist/src/contract/typebox.js');
if (!existsSync(target)) {
  console.error(`bundle-typebox: ${target} is missing: compile first (tsc -p tsconfig.json)`);
  process.exit(1);
}
const result = await build({
  entryPoints: [target],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  legalComments: 'eof',
  logLevel: 'warning',
});
writeFileSync(target, result.outputFiles[0].contents);
// tsc's source map described the one-line re-export, not the bundle.
rmSync(`${target}.map`, { force: true });
