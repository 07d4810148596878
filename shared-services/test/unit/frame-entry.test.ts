import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from '../../src';
import * as frame from '../../src/frame';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

// Value imports and re-exports only: `import type` / `export type` vanish from the bundle.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const candidate = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
  if (!candidate) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return candidate;
}

/** The packages and the package's own files a module pulls in at load time. */
function loadedBy(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { packages, files };
}

function packagesLoadedBy(entry: string): Set<string> {
  return loadedBy(entry).packages;
}

describe('the frame entry (@bonus-atlas/shared-services/frame)', () => {
  it('loads no Firebase SDK, zod, cockatiel or image compression: the shell paints without them', () => {
    expect([...packagesLoadedBy(join(SRC, 'frame.ts'))].sort()).toEqual(['@tanstack/react-query', 'zustand']);
  });

  it('the kernel loads TanStack Query and zustand (so the walk above would see what it pulls)', () => {
    const kernelPackages = packagesLoadedBy(join(SRC, 'kernel.ts'));
    expect(kernelPackages).toContain('@tanstack/react-query');
    expect(kernelPackages).toContain('zustand');
  });

  it("the package root (the domain) reaches TanStack Query, zustand and Firebase only through the kernel: a remote's copy of the domain uses the shell's", () => {
    const rootPackages = packagesLoadedBy(join(SRC, 'index.ts'));
    expect(rootPackages).toContain('@bonus-atlas/shared-services/kernel');
    for (const library of ['@tanstack/react-query', 'zustand', 'firebase/app', 'firebase/auth'])
      expect(rootPackages, library).not.toContain(library);
    const rootFiles = [...loadedBy(join(SRC, 'index.ts')).files].map((file) => file.slice(SRC.length + 1));
    expect(rootFiles.filter((file) => /^(firebase|session|resilience)\//.test(file))).toEqual([]);
  });

  it('the package root fetches cockatiel with the first resilient call, not when it loads', () => {
    expect(packagesLoadedBy(join(SRC, 'index.ts'))).not.toContain('cockatiel');
    expect(packagesLoadedBy(join(SRC, 'resilience/cockatiel-policy.ts'))).toContain('cockatiel');
  });

  it("the package root fetches zod with the records on the first read or check, not when it loads: a server-rendered page's takeover parses nothing", () => {
    expect(packagesLoadedBy(join(SRC, 'index.ts'))).not.toContain('zod/mini');
    // what does build with zod is the records' chunk (model/records.ts), and /manage's forms
    expect(packagesLoadedBy(join(SRC, 'model/records.ts'))).toContain('zod/mini');
    expect(packagesLoadedBy(join(SRC, 'manage.ts'))).toContain('zod/mini');
  });

  it("the package root fetches Firestore Lite and the Firebase core on the first read, not when it loads: a server-rendered page's takeover needs neither", () => {
    const rootPackages = packagesLoadedBy(join(SRC, 'index.ts'));
    expect(rootPackages).not.toContain('firebase/firestore/lite');
    expect(rootPackages).not.toContain('firebase/app');
    // /manage's modules import them statically and hand them over (firestore-static.ts)
    expect(packagesLoadedBy(join(SRC, 'manage.ts'))).toContain('firebase/firestore/lite');
  });

  it('hands out the same stores and query client as the package root', () => {
    expect(frame.useSessionStore).toBe(root.useSessionStore);
    expect(frame.useLocalBreakStore).toBe(root.useLocalBreakStore);
    expect(frame.getQueryClient()).toBe(root.getQueryClient());
  });
});

describe('the editing entry (@bonus-atlas/shared-services/manage)', () => {
  it("keeps editing, uploads, wallet history, moderation and migration out of the package root (a visitor's first load)", () => {
    const rootFiles = [...loadedBy(join(SRC, 'index.ts')).files].map((file) => file.slice(SRC.length + 1));
    const editingOnly = [
      'brands/create-brand.ts',
      'brands/update-brand.ts',
      'validation/brand-form.ts',
      'media/upload-brand-image.ts',
      'migration/run-migration.ts',
      'reports/update-report-status.ts',
      'wallet/get-transactions.ts',
    ];
    for (const file of editingOnly) expect(rootFiles, file).not.toContain(file);
    const manageFiles = [...loadedBy(join(SRC, 'manage.ts')).files].map((file) => file.slice(SRC.length + 1));
    expect(manageFiles).toEqual(expect.arrayContaining(editingOnly));
  });
});
