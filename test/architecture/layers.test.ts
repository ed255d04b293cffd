/**
 * Imports run one way: cli, http and mcp -> service -> analysis -> rules -> the
 * domain and contract layers; card-data I/O (cards/) and the parser
 * (decklist/) rest on domain and contract alone. ARCHITECTURE.md draws it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

/** Which layers each layer may import (itself included). */
const ALLOWED: Record<string, readonly string[]> = {
  domain: ['domain'],
  contract: ['contract', 'domain'],
  decklist: ['decklist', 'domain', 'contract'],
  cards: ['cards', 'domain', 'contract'],
  rules: ['rules', 'domain', 'contract'],
  analysis: ['analysis', 'rules', 'domain', 'contract'],
  service: ['service', 'analysis', 'rules', 'decklist', 'cards', 'domain', 'contract'],
  config: ['config', 'domain', 'contract'],
  http: ['http', 'mcp', 'service', 'config', 'domain', 'contract'],
  // The MCP server sits beside http: it calls the service directly, never over HTTP.
  mcp: ['mcp', 'service', 'config', 'domain', 'contract'],
  cli: ['cli', 'http', 'mcp', 'service', 'cards', 'config', 'domain', 'contract'],
  // src/index.ts, the library entry: it re-exports every layer and nothing imports it.
  index: ['analysis', 'decklist', 'service', 'cards', 'http', 'mcp', 'config', 'domain', 'contract'],
};

/** The pure layers do no I/O: no file system, network, database or web framework. */
const PURE_LAYERS = ['domain', 'contract', 'rules', 'analysis', 'decklist'];
const IO_PACKAGES = /^(node:(fs|net|http|https|child_process|worker_threads)|fs|better-sqlite3|fastify|@fastify\/|pino|undici)/;

function layerOf(file: string): string {
  const rel = relative(SRC, file);
  const top = rel.split(/[\\/]/)[0]!;
  return top.replace(/\.(ts|js)$/, '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2])!);
}

/** Every import that breaks the layer rules, as "file -> target". */
export function violations(files: Array<{ path: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const from = layerOf(path);
    for (const spec of importsOf(text)) {
      if (spec.startsWith('.')) {
        const target = layerOf(normalize(join(dirname(path), spec)));
        if (!(ALLOWED[from] ?? []).includes(target)) found.push(`${relative(SRC, path)} -> ${spec}`);
      } else if (PURE_LAYERS.includes(from) && IO_PACKAGES.test(spec)) {
        found.push(`${relative(SRC, path)} -> ${spec}`);
      }
    }
  }
  return found;
}

describe('layers', () => {
  const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('knows the layer of every source file', () => {
    const unknown = files.map((f) => layerOf(f.path)).filter((l) => !(l in ALLOWED));
    expect(unknown).toEqual([]);
  });

  it('has no import that points up or sideways', () => {
    expect(violations(files)).toEqual([]);
  });

  it('would catch a forbidden import (the checker itself works)', () => {
    const bad = [
      { path: join(SRC, 'analysis/x.ts'), text: "import type { DeckAnalysis } from '../http/app.js';" },
      { path: join(SRC, 'rules/y.ts'), text: "import { copies } from '../analysis/deck.js';" },
      { path: join(SRC, 'cards/z.ts'), text: "import { FORMATS } from '../rules/legality.js';" },
      { path: join(SRC, 'domain/w.ts'), text: "import Database from 'better-sqlite3';" },
      { path: join(SRC, 'analysis/v.ts'), text: "const m = await import('../cards/store.js');" },
    ];
    expect(violations(bad)).toHaveLength(5);
  });
});
