import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

// Value imports, re-exports and lazy `import()`s (a chunk loaded later is still a module that needs another);
// `import type` vanishes from the bundle
const STATIC_IMPORT = /(?:^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?|import\()['"]([^'"]+)['"]/gm;

// The one circle kept on purpose: cockatiel's policies load lazily (load-cockatiel.ts) and build on the
// retry rules and deadline they are loaded for, so the first page needs no cockatiel.
const LAZY_COCKATIEL = [
  'resilience/cockatiel-policy.ts',
  'resilience/deadline.ts',
  'resilience/load-cockatiel.ts',
  'resilience/policies.ts',
];
// the package's own entries, as the domain names the kernel
const ENTRIES: Record<string, string> = {
  '@bonus-atlas/shared-services/kernel': join(SRC, 'kernel.ts'),
  '@bonus-atlas/shared-services/frame': join(SRC, 'frame.ts'),
};

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, specifier = '']) => {
    if (ENTRIES[specifier]) return [ENTRIES[specifier]];
    if (!specifier.startsWith('.')) return [];
    const base = join(dirname(file), specifier);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    return target ? [target] : [];
  });
}

/** The groups of modules that import each other round in a circle (Tarjan's strongly connected components). */
function circles(): string[][] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(SRC, file));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) as number);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) as number, order.get(next) as number));
    }
    if (low.get(file) === order.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(relative(SRC, member));
      } while (member && member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return found;
}

describe('shared-services imports', () => {
  it('go round in no circle: each module loads after what it needs (the kernel included)', () => {
    expect(circles()).toEqual([LAZY_COCKATIEL]);
  });
});
