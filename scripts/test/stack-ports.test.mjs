import { describe, expect, it } from 'vitest';
import { RUNTIME_EMULATORS_META as SERVICES_META } from '../../shared-services/src/firebase/config.ts';
import { remotesJson } from '../remotes-map.mjs';
import {
  DEFAULT_STACK_PORTS,
  emulatorsInPage,
  freeStackPorts,
  isDefaultStack,
  RUNTIME_EMULATORS_META,
  stackPorts,
} from '../stack-ports.mjs';

describe('stack ports', () => {
  it("are npm start's well-known ones unless a test run names its own", () => {
    expect(stackPorts({})).toEqual(DEFAULT_STACK_PORTS);
    expect(isDefaultStack(stackPorts({}))).toBe(true);
    const free = freeStackPorts();
    const given = stackPorts({ BONUS_ATLAS_STACK_PORTS: JSON.stringify(free) });
    expect(given).toEqual(free);
    expect(isDefaultStack(given)).toBe(false);
  });

  it('are chosen free and distinct, one per name', () => {
    const free = freeStackPorts();
    expect(Object.keys(free)).toEqual(Object.keys(DEFAULT_STACK_PORTS));
    expect(new Set(Object.values(free)).size).toBe(Object.keys(free).length);
  });

  it('refuses a list with a port missing or out of range, naming it', () => {
    const free = freeStackPorts();
    expect(() => stackPorts({ BONUS_ATLAS_STACK_PORTS: JSON.stringify({ ...free, storage: 70000 }) })).toThrow(
      /storage/,
    );
    const { auth: _auth, ...withoutAuth } = free;
    expect(() => stackPorts({ BONUS_ATLAS_STACK_PORTS: JSON.stringify(withoutAuth) })).toThrow(/auth/);
  });

  it("name the stack's emulators in a page's head, where shared-services reads them, and its preconnect hints", () => {
    expect(RUNTIME_EMULATORS_META).toBe(SERVICES_META);
    const ports = { ...DEFAULT_STACK_PORTS, auth: 41001, firestore: 41002, storage: 41003 };
    const page = emulatorsInPage(
      '<html><head><link rel="preconnect" href="http://127.0.0.1:8080" crossorigin /><link rel="preconnect" href="http://127.0.0.1:9199" /></head></html>',
      ports,
    );
    const content = /<meta name="bonus-atlas-emulators" content="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      authUrl: 'http://127.0.0.1:41001',
      firestoreHost: '127.0.0.1',
      firestorePort: 41002,
      storageHost: '127.0.0.1',
      storagePort: 41003,
    });
    expect(page).toContain('href="http://127.0.0.1:41002"');
    expect(page).toContain('href="http://127.0.0.1:41003"');
    expect(page).not.toContain(':8080');
  });

  it("give the shell a remotes map of the stack's own remotes", () => {
    const ports = { ...DEFAULT_STACK_PORTS, mf_catalog: 41010 };
    expect(JSON.parse(remotesJson({}, ports))).toMatchObject({
      mf_catalog: 'http://localhost:41010/mf-manifest.json',
      mf_admin: 'http://localhost:3004/mf-manifest.json',
    });
  });
});
