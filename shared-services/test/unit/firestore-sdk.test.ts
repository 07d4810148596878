import { describe, expect, it } from 'vitest';
import { newDocumentId } from '../../src/firebase/document-id';
import { firestoreSdk, firestoreSdkIfLoaded } from '../../src/firebase/firestore-sdk';
import { addFavorite, getFavorites, newCommentId } from '../../src';

describe('Firestore Lite, fetched on first use', () => {
  it("is not loaded by the package root, nor by a visitor's favourites (this browser's) or a form's new ids", async () => {
    await addFavorite({ uid: null, brandId: 'brand-1' });
    expect(await getFavorites(null)).toEqual(['brand-1']);
    newCommentId();
    expect(firestoreSdkIfLoaded()).toBeUndefined();
  });

  it('is loaded once by the first read and then handed to every caller', async () => {
    const sdk = await firestoreSdk();
    expect(typeof sdk.getDocs).toBe('function');
    expect(firestoreSdkIfLoaded()).toBe(sdk);
    expect(await firestoreSdk()).toBe(sdk);
  });
});

describe('newDocumentId', () => {
  it('makes ids like the SDK: 20 letters and digits, a new one each time', () => {
    const ids = Array.from({ length: 200 }, () => newDocumentId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
