import { doc, getDoc } from 'firebase/firestore/lite';
import { getQueryClient } from '../../src/cache/query-client';
import { signOut } from '../../src/session/auth-actions';
import { loadSessionFor } from '../../src/session/member-session';
import { resetSession, useSessionStore } from '../../src/session/session-store';
import { ensureUserProfile } from '../../src/users/ensure-user-profile';
import { getFavorites } from '../../src/users/get-favorites';
import { mergeLocalFavorites } from '../../src/users/merge-local-favorites';
import { addFavorite, removeFavorite } from '../../src/users/toggle-favorite';
import { getUserProfile } from '../../src/users/get-user-profile';
import { updateDisplayName } from '../../src/users/update-display-name';
import { getWalletSummary } from '../../src/wallet/get-wallet-summary';
import { admin, closeAll, connectAs, member, other, resetFirestore, seedUsers } from './support/actors';
import { installMemoryStorage, removeMemoryStorage } from './support/memory-storage';

const newcomer = { uid: 'it-newcomer', email: 'new@bonus-atlas.test', displayName: 'New Comer', role: 'member' as const };

describe('users, session and favourites', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other, admin]);
  });
  afterAll(async () => {
    removeMemoryStorage();
    await closeAll();
  });

  it('creates users/{uid} at first sign-in as a member with an empty wallet', async () => {
    const asNewcomer = connectAs(newcomer);
    const profile = await ensureUserProfile(
      { uid: newcomer.uid, displayName: newcomer.displayName, email: newcomer.email, photoURL: null },
      asNewcomer,
    );
    expect(profile).toMatchObject({ uid: newcomer.uid, role: 'member', balance: 0, totalEarned: 0, displayName: 'New Comer' });
    const stored = await getUserProfile(newcomer.uid, asNewcomer);
    expect(stored).toMatchObject({ email: newcomer.email, role: 'member' });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await getWalletSummary(newcomer.uid, asNewcomer)).toEqual({ success: true, data: { balance: 0, totalEarned: 0 } });
  });

  it('puts the admin role from users/{uid} into the session store', async () => {
    resetSession('loading');
    await loadSessionFor({ uid: admin.uid, displayName: admin.displayName, email: admin.email, photoURL: null }, connectAs(admin));
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', role: 'admin' });
  });

  it("signing out drops every cached query, so none of the user's data stays on screen", async () => {
    const queryClient = getQueryClient();
    queryClient.setQueryData(['wallet', member.uid], { balance: 15000 });
    queryClient.setQueryData(['brands', 'owner', member.uid], [{ id: 'b1' }]);
    await signOut(connectAs(member));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('updates the display name (validated, own profile only)', async () => {
    const asMember = connectAs(member);
    expect(await updateDisplayName({ uid: member.uid, displayName: '  Maya M.  ' }, asMember)).toBe('Maya M.');
    expect((await getDoc(doc(asMember.db, 'users', member.uid))).get('displayName')).toBe('Maya M.');
    await expect(updateDisplayName({ uid: member.uid, displayName: '   ' }, asMember)).rejects.toThrow('Please enter a display name');
    await expect(updateDisplayName({ uid: member.uid, displayName: 'x'.repeat(51) }, asMember)).rejects.toThrow();
    await expect(updateDisplayName({ uid: other.uid, displayName: 'Hacked' }, asMember)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('keeps favourites per account, and moves anonymous ones in at sign-in', async () => {
    const asMember = connectAs(member);
    await addFavorite({ uid: member.uid, brandId: 'brand-a' }, asMember);
    await addFavorite({ uid: member.uid, brandId: 'brand-b' }, asMember);
    await removeFavorite({ uid: member.uid, brandId: 'brand-a' }, asMember);
    expect(await getFavorites(member.uid, asMember)).toEqual(['brand-b']);
    await expect(getFavorites(member.uid, connectAs(other))).rejects.toMatchObject({ code: 'permission-denied' });

    const storage = installMemoryStorage();
    await addFavorite({ uid: null, brandId: 'brand-c' });
    await addFavorite({ uid: null, brandId: 'brand-c' });
    expect(await getFavorites(null)).toEqual(['brand-c']);
    expect(await mergeLocalFavorites(member.uid, asMember)).toBe(1);
    expect((await getFavorites(member.uid, asMember)).sort()).toEqual(['brand-b', 'brand-c']);
    expect(storage.length).toBe(0);
  });
});
