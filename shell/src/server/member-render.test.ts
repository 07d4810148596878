import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FIREBASE_CONFIG, QueryClient, queryKeys } from '@bonus-atlas/shared-services';
import type { MemberDocuments } from '@bonus-atlas/shared-services/server';
import type { MemberPageDataLoader, PageDataModule } from '../../../federation.pages';
import { readMemberPage, type MemberSession } from './member-render';

// the member's own documents (the shell's part, one per page) come from a double; what is under test is
// how the shell finds and calls the page's loader in the remote's ./pageData
const documents: MemberDocuments = {
  user: { uid: 'u1', displayName: 'Maya', email: 'maya@example.com', photoURL: null },
  profile: null,
  favoriteIds: ['brand-1'],
};
const readMemberDocuments = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services/server')>()),
  readMemberDocuments,
}));
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => {
  const original = await importOriginal<typeof import('@bonus-atlas/shared-services')>();
  return { ...original, getFirebase: () => ({ config: original.DEMO_FIREBASE_CONFIG }) };
});

const member: MemberSession = { claims: { uid: 'u1' }, idToken: 'the-id-token' };

function remoteWith(memberPageData: Record<string, MemberPageDataLoader>): PageDataModule {
  return { pageData: {}, memberPageData };
}

describe("readMemberPage (a member page's data, by its remote's loader)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    readMemberDocuments.mockReset();
  });

  it("calls the loader the page's memberStart names with what only the shell knows, and renders with the member's documents", async () => {
    readMemberDocuments.mockResolvedValue({ ...documents, profile: { role: 'member', displayName: 'Maya' } });
    const start = vi.fn<MemberPageDataLoader['start']>().mockResolvedValue(true);
    const queryClient = new QueryClient();
    const signal = new AbortController().signal;

    const read = await readMemberPage(
      member,
      'ownerBrands',
      queryClient,
      signal,
      remoteWith({ ownerBrands: { start } }),
    );

    expect(read?.user.uid).toBe('u1');
    expect(start).toHaveBeenCalledWith({
      member: { uid: 'u1', idToken: 'the-id-token', profile: { role: 'member', displayName: 'Maya' } },
      queryClient,
      signal,
      firestore: {
        origin: `http://${DEMO_FIREBASE_CONFIG.emulators.firestoreHost}:${DEMO_FIREBASE_CONFIG.emulators.firestorePort}`,
        root: `projects/${DEMO_FIREBASE_CONFIG.projectId}/databases/(default)/documents`,
      },
    });
    // the shell's own part, every member page's: favourites and the wallet summary
    expect(queryClient.getQueryData(queryKeys.users.favorites('u1'))).toEqual(['brand-1']);
  });

  it('gives the plain page for a starter its remote does not have, or a remote without page data, reading nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = vi.fn<MemberPageDataLoader['start']>().mockResolvedValue(true);
    const signal = new AbortController().signal;
    for (const [starter, pageData] of [
      ['everything', remoteWith({ ownerBrands: { start } })],
      // a name every object has is no loader
      ['constructor', remoteWith({ ownerBrands: { start } })],
      ['ownerBrands', { pageData: {} }],
      ['ownerBrands', null],
      ['ownerBrands', undefined],
    ] as const) {
      await expect(readMemberPage(member, starter, new QueryClient(), signal, pageData)).resolves.toBeNull();
    }
    expect(start).not.toHaveBeenCalled();
    expect(readMemberDocuments).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no member page data named everything'));
  });

  it("gives the plain page when the loader declines (an admin's My Brands) and throws when it fails", async () => {
    readMemberDocuments.mockResolvedValue(documents);
    const signal = new AbortController().signal;
    const declines = remoteWith({ ownerBrands: { start: async () => false } });
    await expect(readMemberPage(member, 'ownerBrands', new QueryClient(), signal, declines)).resolves.toBeNull();
    const fails = remoteWith({ wallet: { start: () => Promise.reject(new Error('member read failed: HTTP 403')) } });
    await expect(readMemberPage(member, 'wallet', new QueryClient(), signal, fails)).rejects.toThrow('403');
  });

  it("reads only the member's documents for a page without member data (a public page, signed in)", async () => {
    readMemberDocuments.mockResolvedValue(documents);
    const start = vi.fn<MemberPageDataLoader['start']>();
    const read = await readMemberPage(
      member,
      undefined,
      new QueryClient(),
      new AbortController().signal,
      remoteWith({ ownerBrands: { start } }),
    );
    expect(read).toEqual(documents);
    expect(start).not.toHaveBeenCalled();
  });
});
