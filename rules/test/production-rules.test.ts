import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverTimestamp, updateDoc, doc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { firestoreRulesFor } from '../../scripts/deploy/firestore-rules.mjs';
import { brandImageUrl, IDS, seedBaseline } from './fixtures.js';
import { expectAllowed, expectDenied, setupRulesWorld, type ActorName } from './harness.js';

const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));
const production = JSON.parse(readFileSync(root('deploy/environments/production.json'), 'utf8')) as {
  firebase: { storageBucket: string };
};
const BUCKET = production.firebase.storageBucket;

/** The rules a production deploy uploads (scripts/deploy/firestore-rules.mjs): its bucket, no loopback origin. */
const world = setupRulesWorld((owner) => seedBaseline(owner.db), {
  firestoreRules: firestoreRulesFor(readFileSync(root('rules/firestore.rules'), 'utf8'), {
    storageBucket: BUCKET,
    loopback: false,
  }),
});

/** A download URL of `bucket` for an object of the member's brand folder, from `origin`. */
function logoUrl(origin: string, bucket = BUCKET): string {
  return brandImageUrl(IDS.memberBrand, 'logo', '17_logo.png', origin).replace('demo-bonus-atlas.appspot.com', bucket);
}

const setLogo = (actor: ActorName, logoImage: string) =>
  updateDoc(doc(world.as[actor].db, 'brands', IDS.memberBrand), { logoImage, updatedAt: serverTimestamp() });

describe('production rules (the deployed variant of firestore.rules)', () => {
  it.each([
    ['http://localhost:9199', 'localhost'],
    ['http://127.0.0.1:9199', '127.0.0.1'],
    ['http://127.0.0.1:80', '127.0.0.1 on port 80'],
    ['http://localhost:4000', 'localhost on another port'],
  ])('attack: a loopback image URL (%s) of the own folder is refused', async (origin) => {
    await expectDenied(setLogo('member', logoUrl(origin)));
    await expectDenied(setLogo('admin', logoUrl(origin)));
  });

  it("attack: the emulators' demo bucket is not the production bucket", async () => {
    await expectDenied(setLogo('member', logoUrl('https://firebasestorage.googleapis.com', 'demo-bonus-atlas.appspot.com')));
  });

  it("accepts a download URL of the production bucket in the brand's own folder", async () => {
    await expectAllowed(setLogo('member', logoUrl('https://firebasestorage.googleapis.com')));
  });
});
