// storybook-react-rsbuild applies the preview's sb.mock(...) calls in its own bundler only; addon-vitest
// runs the stories on Vite, where builder-vite would do it. This plugin does the same there with
// Storybook's own helpers, so a story test sees exactly the mocks the Storybook UI shows.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  babelParser,
  extractMockCalls,
  findMockRedirect,
  getAutomockCode,
  rewriteSbMockImportCalls,
} from 'storybook/internal/mocking-utils';
import type { Plugin } from 'vite';

export function previewMocks(configDir: string): Plugin {
  const previewConfigPath = ['preview.tsx', 'preview.ts']
    .map((name) => path.join(configDir, name))
    .find((file) => existsSync(file));
  if (!previewConfigPath) throw new Error(`no preview.tsx in ${configDir}`);
  let calls: ReturnType<typeof extractMockCalls> = [];
  return {
    name: 'bonus-atlas:storybook-preview-mocks',
    enforce: 'pre',
    configResolved(config) {
      calls = extractMockCalls({ previewConfigPath, configDir }, babelParser, config.root, findMockRedirect);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === previewConfigPath) return rewriteSbMockImportCalls(code).code;
      const call = calls.find((candidate) => candidate.absolutePath === file);
      if (!call || call.redirectPath) return null;
      // Storybook's own builder passes the same parser (its types name another AST flavour)
      const mocked = getAutomockCode(code, call.spy, babelParser as unknown as Parameters<typeof getAutomockCode>[2]);
      return { code: mocked.toString(), map: mocked.generateMap() };
    },
  };
}
