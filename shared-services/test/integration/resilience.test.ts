import { createServer } from 'node:net';
import { clearMemoryBrands, readMemoryBrands } from '../../src/cache/brand-cache';
import { createBrand } from '../../src/brands/create-brand';
import { BrandLoadError, createBrandFetchPolicy, loadBrands, setBrandFetchPolicy } from '../../src/brands/get-brands';
import { createFirebaseHandles, DEMO_FIREBASE_CONFIG } from '../../src/firebase';
import { createResiliencePolicy } from '../../src/resilience/policies';
import { getErrorLog, clearErrorLog } from '../../src/resilience/error-log';
import { actorOf, brandValues, closeAll, connectAs, member, resetFirestore, seedUsers } from './support/actors';

/** A port nothing listens on: every request fails like a lost connection. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('brand fetch: circuit breaker and cached fallback', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member]);
    await createBrand({ actor: actorOf(member), values: brandValues('Cached Casino') }, connectAs(member));
  });
  afterAll(closeAll);

  it('serves cached brands with the notice while the database is unreachable, and opens the breaker after 3 failures', async () => {
    const policy = createResiliencePolicy({ retries: 0, baseDelayMs: 1, maxJitterMs: 0, halfOpenAfterMs: 60_000, timeoutMs: 10_000 });
    setBrandFetchPolicy(policy);
    clearMemoryBrands();
    clearErrorLog();

    const fresh = await loadBrands(connectAs(null));
    expect(fresh).toMatchObject({ source: 'network', notice: null });
    expect(fresh.brands.map((brand) => brand.name)).toEqual(['Cached Casino']);
    expect(readMemoryBrands()?.brands).toHaveLength(1);

    const offline = createFirebaseHandles(
      { ...DEMO_FIREBASE_CONFIG, emulators: { ...DEMO_FIREBASE_CONFIG.emulators, firestorePort: await deadPort() } },
      `offline-${Date.now()}`,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const cached = await loadBrands(offline);
      expect(cached).toMatchObject({ source: 'memory', notice: 'Unable to load latest brands. Showing cached data.' });
      expect(cached.brands.map((brand) => brand.name)).toEqual(['Cached Casino']);
    }
    expect(policy.state).toBe('OPEN');
    const whileOpen = await loadBrands(connectAs(null)); // even a healthy database is not asked while OPEN
    expect(whileOpen.source).toBe('memory');
    expect(getErrorLog().at(-1)?.message).toBe('Circuit breaker is OPEN');

    clearMemoryBrands();
    const failure = await loadBrands(connectAs(null)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrandLoadError);
    expect(failure).toMatchObject({
      message: 'Unable to load brands. Please check your internet connection and try again.',
      cause: expect.objectContaining({ message: 'Circuit breaker is OPEN' }),
    });
    errors.mockRestore();
    setBrandFetchPolicy(createBrandFetchPolicy());
  });

  it('half-opens after the wait and closes again after 3 successes', async () => {
    const policy = createResiliencePolicy({ retries: 0, halfOpenAfterMs: 50, timeoutMs: 10_000 });
    setBrandFetchPolicy(policy);
    const offline = createFirebaseHandles(
      { ...DEMO_FIREBASE_CONFIG, emulators: { ...DEMO_FIREBASE_CONFIG.emulators, firestorePort: await deadPort() } },
      `offline-b-${Date.now()}`,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadBrands(connectAs(null));
    for (let attempt = 0; attempt < 3; attempt += 1) await loadBrands(offline);
    expect(policy.state).toBe('OPEN');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(policy.state).toBe('HALF_OPEN');
    const online = connectAs(null);
    expect((await loadBrands(online)).source).toBe('network');
    expect(policy.state).toBe('HALF_OPEN');
    await loadBrands(online);
    await loadBrands(online);
    expect(policy.state).toBe('CLOSED');
    errors.mockRestore();
    setBrandFetchPolicy(createBrandFetchPolicy());
  });
});
