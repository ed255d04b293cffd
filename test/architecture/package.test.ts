/**
 * The package as people install it: `npm start` and the library entry work
 * with production dependencies only, and `import ... from 'deckdoctor'`
 * resolves to the compiled analyzer with its declarations.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  exports: Record<string, { types: string; import: string }>;
  types: string;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const importsOf = (text: string) => [...text.matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2])!);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

describe('package', () => {
  it('starts from the compiled output: no build step before start', () => {
    expect(pkg.scripts.prestart).toBeUndefined();
    // The V8 flag keeps RSS under load lower (test/deploy/start.test.ts checks every launch path gives it).
    expect(pkg.scripts.start).toBe('node --max-semi-space-size=8 dist/src/cli/main.js serve');
    expect(pkg.scripts.prepare).toBe('node scripts/prepare.mjs');
  });

  it('imports, at run time, only Node built-ins and production dependencies', () => {
    const runtime = new Set(Object.keys(pkg.dependencies));
    const builtins = new Set(builtinModules);
    const missing = sourceFiles(join(ROOT, 'src')).flatMap((file) => {
      // `import type` disappears from the compiled output.
      const text = readFileSync(file, 'utf8').replace(/^import type .*$/gm, '');
      return importsOf(text)
        .filter((spec) => !spec.startsWith('.') && !spec.startsWith('node:') && !builtins.has(spec))
        .filter((spec) => !runtime.has(packageOf(spec)))
        .map((spec) => `${file.slice(ROOT.length + 1)} -> ${spec}`);
    });
    expect(missing).toEqual([]);
  });

  it("resolves `import { analyzeDeck, parseDecklist } from 'deckdoctor'` to the compiled library with declarations", () => {
    expect(pkg.exports['.']).toEqual({ types: './dist/src/index.d.ts', import: './dist/src/index.js' });
    expect(existsSync(join(ROOT, pkg.types))).toBe(true);
    const script = [
      "import { analyzeDeck, parseDecklist, FORMAT_IDS } from 'deckdoctor';",
      "const parsed = parseDecklist('4 Lightning Bolt\\n20 Mountain');",
      'console.log(typeof analyzeDeck, parsed.entries.length, FORMAT_IDS.length);',
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('function 2 12');
  });
});
