/**
 * The build inlines TypeBox into the compiled src/contract/typebox.js (one
 * file for Node to read at start instead of some 700): what `serve` runs must
 * build the very schemas the sources build with TypeBox itself.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedSchemas } from '../../src/http/openapi-components.js';

const DIST = resolve(import.meta.dirname, '../../dist/src');

describe('the built TypeBox bundle', () => {
  it('is inlined: the compiled module imports nothing from TypeBox', () => {
    const compiled = readFileSync(resolve(DIST, 'contract/typebox.js'), 'utf8');
    expect(compiled).not.toMatch(/from\s*["']typebox/);
    expect(compiled).not.toMatch(/import\(["']typebox/);
  });

  it('builds every published schema exactly as TypeBox itself does', async () => {
    const built = (await import(pathToFileURL(resolve(DIST, 'http/openapi-components.js')).href)) as { sharedSchemas: typeof sharedSchemas };
    const fromSources = sharedSchemas();
    expect(fromSources.length).toBeGreaterThan(20);
    expect(JSON.stringify(built.sharedSchemas())).toBe(JSON.stringify(fromSources));
  });
});
