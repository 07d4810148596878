import { DEMO_FIREBASE_CONFIG } from '../../src/firebase/config';
import { readMemberDocuments } from '../../src/server/member-documents';

const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const breakUntil = '2030-01-02T03:04:05.000Z';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('readMemberDocuments (the server reads a member as them)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the profile and favourites with the member's own token and decodes them as the SDK would", async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.endsWith(':batchGet')
        ? answer([
            {
              found: {
                name: `${DOCUMENTS}/users/u1`,
                fields: {
                  displayName: { stringValue: 'Maya' },
                  role: { stringValue: 'admin' },
                  balance: { integerValue: '1250000' },
                  totalEarned: { doubleValue: 1500000.5 },
                  breakUntil: { timestampValue: breakUntil },
                },
              },
            },
          ])
        : answer([{ document: { name: `${DOCUMENTS}/users/u1/favorites/brand%20a` } }, { readTime: 'x' }]),
    );
    vi.stubGlobal('fetch', fetch);
    const documents = await readMemberDocuments(
      { uid: 'u1', name: 'Maya G', email: 'maya@example.com' },
      'the-id-token',
      undefined,
      DEMO_FIREBASE_CONFIG,
    );
    expect(documents.user).toEqual({ uid: 'u1', displayName: 'Maya', email: 'maya@example.com', photoURL: null });
    expect(documents.profile).toMatchObject({ uid: 'u1', role: 'admin', balance: 1250000, totalEarned: 1500000.5 });
    expect(documents.profile?.breakUntil).toEqual(new Date(breakUntil));
    expect(documents.favoriteIds).toEqual(['brand a']);
    // both reads go to the emulator the build names, as the member (the rules decide), never as the owner
    for (const [url, init] of fetch.mock.calls) {
      expect(url.startsWith('http://127.0.0.1:8080/v1/')).toBe(true);
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-id-token');
    }
  });

  it('has no profile for a member whose document is not written yet, and fails when the rules refuse', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith(':batchGet') ? answer([{ missing: `${DOCUMENTS}/users/u2` }]) : answer([{}]),
      ),
    );
    const fresh = await readMemberDocuments({ uid: 'u2', name: 'New' }, 't', undefined, DEMO_FIREBASE_CONFIG);
    expect(fresh).toEqual({
      user: { uid: 'u2', displayName: 'New', email: null, photoURL: null },
      profile: null,
      favoriteIds: [],
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: 'PERMISSION_DENIED' }, 403)),
    );
    await expect(readMemberDocuments({ uid: 'u3' }, 'forged', undefined, DEMO_FIREBASE_CONFIG)).rejects.toThrow('403');
  });
});
