import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { ACTORS, expectStorageDenied, setupRulesWorld, type ActorName } from './harness.js';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const KB = 1024;

/** Bytes that start like a PNG, padded to `size`. */
function image(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
}

function metadataFor(uid: string, contentType = 'image/png', size = 1000) {
  return {
    contentType,
    customMetadata: { uploadedBy: uid, originalSize: String(size), uploadedAt: new Date().toISOString() },
  };
}

// a brand's folder is named by its id: brands/{brandId}/{logo|cover|promotions}/{file}
const MEMBER_BRAND = 'brand-member';
const OTHER_BRAND = 'brand-other';
const FOLDER = `brands/${MEMBER_BRAND}`;
const LOGO = `${FOLDER}/logo/logo.png`;
const COVER = `${FOLDER}/cover/cover.png`;
const PROMOTION = `${FOLDER}/promotions/promo.png`;

const world = setupRulesWorld(async (owner) => {
  // storage.rules reads the admin role from Firestore (firestore.get in isAdmin())
  await setDoc(doc(owner.db, 'users', ACTORS.admin.uid), {
    uid: ACTORS.admin.uid,
    role: 'admin',
    balance: 0,
    totalEarned: 0,
  });
  // storage.rules read a folder's owner from Firestore brands/{brandId}.createdBy
  await setDoc(doc(owner.db, 'brands', MEMBER_BRAND), { name: 'Member brand', createdBy: ACTORS.member.uid });
  await setDoc(doc(owner.db, 'brands', OTHER_BRAND), { name: 'Other brand', createdBy: ACTORS.other.uid });
  await uploadBytes(ref(owner.storage, LOGO), image(2 * KB), metadataFor(ACTORS.member.uid));
});

const uidOf = (actor: ActorName) => (actor === 'anonymous' ? 'anonymous' : ACTORS[actor].uid);
const upload = (actor: ActorName, path: string, size: number, contentType = 'image/png', uploadedBy = uidOf(actor)) =>
  uploadBytes(ref(world.as[actor].storage, path), image(size), metadataFor(uploadedBy, contentType, size));

describe('storage: brands/{brandFolder}/{logo|cover|promotions}/{file}', () => {
  describe('read', () => {
    it.each(['anonymous', 'member', 'other', 'admin'] as ActorName[])(
      '%s downloads a brand image and lists a folder',
      async (actor) => {
        const storage = world.as[actor].storage;
        expect((await getBytes(ref(storage, LOGO))).byteLength).toBe(2 * KB);
        expect(await getDownloadURL(ref(storage, LOGO))).toMatch(/alt=media&token=/);
        expect((await getMetadata(ref(storage, LOGO))).customMetadata?.uploadedBy).toBe(ACTORS.member.uid);
        expect((await listAll(ref(storage, `${FOLDER}/logo`))).items).toHaveLength(1);
      },
    );
  });

  describe('create', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s uploading a 100 KB cover into the member's brand folder → allowed %s", async (actor, allowed) => {
      if (allowed) await upload(actor, COVER, 100 * KB);
      else await expectStorageDenied(upload(actor, COVER, 100 * KB));
    });

    it('enforces 0.5 MB for logos and covers and 2 MB for promotion images', async () => {
      await upload('member', COVER, 512 * KB);
      await expectStorageDenied(upload('member', `${FOLDER}/logo/big.png`, 512 * KB + 1));
      await upload('member', PROMOTION, 1536 * KB);
      await expectStorageDenied(
        upload('member', `${FOLDER}/promotions/huge.png`, 2 * 1024 * KB + 1),
      );
    });

    it('attack: a 5 MB "image" is refused, also through a resumable upload', async () => {
      await expectStorageDenied(upload('member', PROMOTION, 5 * 1024 * KB));
      const task = uploadBytesResumable(
        ref(world.as.member.storage, PROMOTION),
        image(5 * 1024 * KB),
        metadataFor(ACTORS.member.uid),
      );
      await expectStorageDenied(
        new Promise((resolve, reject) => task.on('state_changed', null, reject, () => resolve(undefined))),
      );
    });

    it.each([
      ['an HTML file', 'text/html'],
      ['an SVG image (can carry script)', 'image/svg+xml'],
      ['a JavaScript file', 'application/javascript'],
      ['an SVG spelled with capitals', 'image/Svg+xml'],
      ['a list of types ending in HTML', 'image/png, text/html'],
      ['an unknown image subtype', 'image/x-icon'],
      ['an image type with parameters', 'image/png; charset=utf-8'],
    ])('attack: %s is refused', async (_label, contentType) => {
      await expectStorageDenied(
        upload('member', `${FOLDER}/promotions/page.html`, 1 * KB, contentType),
      );
    });

    it('refuses an upload whose uploadedBy names someone else', async () => {
      await expectStorageDenied(upload('member', COVER, 1 * KB, 'image/png', ACTORS.other.uid));
    });

    it('refuses uploads outside the brand image folders', async () => {
      await expectStorageDenied(upload('member', `${FOLDER}/docs/a.png`, 1 * KB));
      await expectStorageDenied(upload('member', 'avatars/demo-member.png', 1 * KB));
    });
  });

  describe("only the brand's owner (or an admin) writes its folder", () => {
    it("attack: a member uploading into another brand's folder is refused", async () => {
      await expectStorageDenied(upload('member', `brands/${OTHER_BRAND}/logo/fake.png`, 1 * KB));
      await expectStorageDenied(upload('member', `brands/${OTHER_BRAND}/promotions/fake.png`, 1 * KB));
    });

    it('attack: a member uploading into the folder of an id nobody claimed is refused', async () => {
      await expectStorageDenied(upload('member', 'brands/brand-unclaimed/logo/x.png', 1 * KB));
    });

    it("attack: a legacy name-based folder (brands/Name_abcd1234/) takes no member's upload", async () => {
      await expectStorageDenied(upload('member', 'brands/Atlas_Casino_abcd1234/logo/logo.png', 1 * KB));
    });

    it('a new brand: the member who claimed its id (brand_drafts) uploads before the first save, nobody else does', async () => {
      await expectStorageDenied(upload('member', 'brands/brand-new/logo/logo.png', 1 * KB));
      await setDoc(doc(world.as.member.db, 'brand_drafts', 'brand-new'), {
        createdBy: ACTORS.member.uid,
        createdAt: serverTimestamp(),
      });
      await upload('member', 'brands/brand-new/logo/logo.png', 1 * KB);
      await expectStorageDenied(upload('other', 'brands/brand-new/cover/cover.png', 1 * KB));
      await upload('admin', 'brands/brand-new/cover/cover.png', 1 * KB);
    });

    it("the brand's owner deletes an image an admin put in its folder", async () => {
      await upload('admin', COVER, 1 * KB);
      await deleteObject(ref(world.as.member.storage, COVER));
    });
  });

  describe('replace and delete', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s replacing the member's logo → allowed %s", async (actor, allowed) => {
      if (allowed) await upload(actor, LOGO, 3 * KB);
      else await expectStorageDenied(upload(actor, LOGO, 3 * KB));
    });

    it('refuses a metadata edit that takes over the uploadedBy of an image', async () => {
      await expectStorageDenied(
        updateMetadata(ref(world.as.other.storage, LOGO), { customMetadata: { uploadedBy: ACTORS.other.uid } }),
      );
    });

    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s deleting the member's logo → allowed %s", async (actor, allowed) => {
      if (allowed) await deleteObject(ref(world.as[actor].storage, LOGO));
      else await expectStorageDenied(deleteObject(ref(world.as[actor].storage, LOGO)));
    });
  });

  describe('a suspended account', () => {
    it('attack: a suspended owner uploads nothing into their own brand folder; unsuspended, they may again', async () => {
      const profile = doc(world.owner.db, 'users', ACTORS.member.uid);
      await setDoc(profile, { uid: ACTORS.member.uid, role: 'member', suspended: true, suspendedReason: 'spam' });
      await expectStorageDenied(upload('member', COVER, 100 * KB));
      await setDoc(profile, { uid: ACTORS.member.uid, role: 'member', suspended: false, suspendedReason: '' });
      await upload('member', COVER, 100 * KB);
    });
  });
});
