/* global process, console */
// npm runs `prepare` on every install. With dev dependencies (a clone, CI, the
// Docker build stage) it builds (compiles, and bundles TypeBox); after `npm ci --omit=dev` there is no
// TypeScript, and the compiled dist/ shipped beside it is used as it is.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
function findTsc() {
  try {
    return require.resolve('typescript/bin/tsc');
  } catch {
    return null;
  }
}
const tsc = findTsc();

if (tsc) {
  // The same steps as `npm run build`: compile, then inline TypeBox (scripts/bundle-typebox.mjs).
  for (const step of [[tsc, '-p', 'tsconfig.json'], ['scripts/bundle-typebox.mjs']]) {
    const result = spawnSync(process.execPath, step, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
} else if (!existsSync('dist/src/cli/main.js')) {
  console.error('deckdoctor: no TypeScript (installed with --omit=dev) and no dist/: run `npm ci && npm run build` first, or copy dist/ from a build.');
  process.exit(1);
}
