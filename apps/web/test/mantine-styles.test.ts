import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The web loads Mantine's stylesheets in two parts (issue 42 item 19): app/public-styles.ts on every page, and
// app/signed-in-styles.ts with the signed-in layout. Together they must be Mantine's whole, each file once: a Mantine
// upgrade that adds a component's stylesheet would otherwise leave that component unstyled on the signed-in pages.

const app = path.resolve(__dirname, '../src/app');
const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css')), 'styles');
const importsOf = (file: string) =>
  [...fs.readFileSync(path.join(app, file), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([^']+)';$/gm)].map((m) => m[1]!);

describe("Mantine's stylesheets", () => {
  it('are loaded whole across the public and the signed-in parts, each once', () => {
    const loaded = [...importsOf('public-styles.ts'), ...importsOf('signed-in-styles.ts')];
    const mantine = fs.readdirSync(stylesDir).filter((name) => name.endsWith('.layer.css'));
    expect(mantine.length).toBeGreaterThan(50);
    expect(new Set(loaded).size).toBe(loaded.length);
    expect([...loaded].sort()).toEqual([...mantine].sort());
  });
});
