import fs from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  limit,
  query,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import {
  LISTING_COLLECTION,
  listingEntryOf,
  listingShardOf,
  MAX_PROMOTIONS_PER_BRAND,
} from '@bonus-atlas/shared-services/model';
import { planSeed, type DemoAccount, type DocData, type SeedPlan } from './build.js';

export interface SeedOptions {
  host?: string;
  firestorePort?: number;
  storagePort?: number;
  projectId?: string;
  /** The bucket the apps use (`storageBucket`); download URLs point into it. */
  bucket?: string;
  /** N brands × MAX_PROMOTIONS_PER_BRAND promotions with shared images and no community data, instead of the demo set. */
  scale?: number;
  /** Defaults to the accounts of demo-accounts.json. */
  accounts?: DemoAccount[];
  now?: Date;
}

export interface SeedSummary {
  brands: number;
  promotions: number;
  images: number;
  documents: number;
}

const DEMO_ACCOUNTS_FILE = new URL('../demo-accounts.json', import.meta.url);
/** Firestore accepts at most 500 writes per commit. */
const BATCH_SIZE = 500;

export function demoAccounts(): DemoAccount[] {
  return (JSON.parse(fs.readFileSync(DEMO_ACCOUNTS_FILE, 'utf8')) as { accounts: DemoAccount[] }).accounts;
}

interface Connection {
  db: Firestore;
  storage: FirebaseStorage;
  close(): Promise<void>;
}

let connections = 0;

/** The SDK as `owner` (rules bypass), exactly as an app would talk to the servers. */
function connectAsOwner(options: SeedOptions): Connection {
  const projectId = options.projectId ?? 'demo-bonus-atlas';
  const bucket = options.bucket ?? `${projectId}.appspot.com`;
  const app = initializeApp(
    { projectId, apiKey: 'demo-key', storageBucket: bucket },
    `demo-seed-${process.pid}-${connections++}`,
  );
  const db = getFirestore(app);
  const storage = getStorage(app);
  const host = options.host ?? '127.0.0.1';
  connectFirestoreEmulator(db, host, options.firestorePort ?? 8080, { mockUserToken: 'owner' });
  connectStorageEmulator(storage, host, options.storagePort ?? 9199, { mockUserToken: 'owner' });
  return { db, storage, close: () => deleteApp(app) };
}

async function uploadImages(storage: FirebaseStorage, plan: SeedPlan, now: Date): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const queue = [...plan.images];
  // A few uploads in flight at once: fast without flooding the server.
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const bytes = new TextEncoder().encode(image.svg);
      const objectRef = ref(storage, image.path);
      await uploadBytes(objectRef, bytes, {
        contentType: 'image/svg+xml',
        customMetadata: {
          uploadedBy: image.uploadedBy,
          originalSize: String(bytes.length),
          uploadedAt: now.toISOString(),
        },
      });
      urls.set(image.path, await getDownloadURL(objectRef));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return urls;
}

/** Every document of the plan with image paths replaced by download URLs. */
function documentsOf(plan: SeedPlan, urls: Map<string, string>): { path: string; data: DocData }[] {
  const url = (path: string) => urls.get(path) ?? '';
  const out: { path: string; data: DocData }[] = [];
  // the brand listing's shards, as the apps' brand writes keep them (shared-services brand-listing/)
  const shards = new Map<string, { brands: Record<string, unknown>; lastBrand: string }>();
  for (const brand of plan.brands) {
    const inline = brand.inlineImages;
    const logoImage = inline ? inline.logo : url(brand.logoPath);
    const coverImage = inline ? inline.cover : url(brand.coverPath);
    const stored = { ...brand.data, logoImage, coverImage };
    out.push({ path: `brands/${brand.id}`, data: stored });
    const shard = listingShardOf(brand.id);
    const listing = shards.get(shard) ?? { brands: {}, lastBrand: brand.id };
    listing.brands[brand.id] = listingEntryOf(stored);
    listing.lastBrand = brand.id;
    shards.set(shard, listing);
    // a slug claim names its claimant (firestore.rules): the brand and its creator
    out.push({
      path: `brand_slugs/${brand.data.slug as string}`,
      data: { brandId: brand.id, uid: brand.data.createdBy as string },
    });
    brand.promotions.forEach((promotion, index) => {
      const image = inline && index === 0 ? inline.promotion : url(promotion.imagePath);
      out.push({
        path: `brands/${brand.id}/promotions/${promotion.id}`,
        data: { ...promotion.data, image, brandLogo: logoImage },
      });
    });
  }
  for (const [shard, listing] of shards) out.push({ path: `${LISTING_COLLECTION}/${shard}`, data: listing });
  return [...out, ...plan.documents];
}

/**
 * And at most this much plain JSON per commit: a request is refused above 10 MiB, and Firestore's typed
 * encoding of it is about twice as long (a listing shard at 10,000 brands is half a megabyte of it).
 */
const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * A commit of sets is safe to repeat: one whose connection dropped (a busy machine) is sent again, as a
 * new batch (the SDK refuses to commit a batch twice).
 */
async function commitWithRetry(db: Firestore, docs: readonly { path: string; data: DocData }[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const batch = writeBatch(db);
    for (const { path, data } of docs) batch.set(doc(db, path), data);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

async function writeAll(db: Firestore, docs: { path: string; data: DocData }[]): Promise<void> {
  let pending: { path: string; data: DocData }[] = [];
  let bytes = 0;
  for (const entry of docs) {
    const size = JSON.stringify(entry.data).length;
    if (pending.length > 0 && (pending.length >= BATCH_SIZE || bytes + size > BATCH_BYTES)) {
      await commitWithRetry(db, pending);
      pending = [];
      bytes = 0;
    }
    pending.push(entry);
    bytes += size;
  }
  if (pending.length > 0) await commitWithRetry(db, pending);
}

/** Seeds a running server through its REST APIs as `owner`: images to Storage first, then documents. */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const scale = options.scale;
  const plan = planSeed({
    brandCount: scale ?? 40,
    promotionsPerBrand: scale === undefined ? undefined : MAX_PROMOTIONS_PER_BRAND,
    imagePerBrand: scale === undefined,
    community: scale === undefined,
    accounts: options.accounts ?? demoAccounts(),
    now,
  });
  const connection = connectAsOwner(options);
  try {
    const urls = await uploadImages(connection.storage, plan, now);
    const docs = documentsOf(plan, urls);
    await writeAll(connection.db, docs);
    return {
      brands: plan.brands.length,
      promotions: plan.brands.reduce((n, b) => n + b.promotions.length, 0),
      images: plan.images.length,
      documents: docs.length,
    };
  } finally {
    await connection.close();
  }
}

/** `--if-empty`: seeds only when there are no brands; returns null when it did nothing. */
export async function seedIfEmpty(options: SeedOptions = {}): Promise<SeedSummary | null> {
  const connection = connectAsOwner(options);
  try {
    const existing = await getDocs(query(collection(connection.db, 'brands'), limit(1)));
    if (!existing.empty) return null;
  } finally {
    await connection.close();
  }
  return seedDemoData(options);
}
