import fs from 'node:fs';
import path from 'node:path';
import type { FirestoreService } from './firestore/server.js';
import type { StoredDocument } from './firestore/store.js';
import { writeFileDurably } from './shared/journal.js';
import type { ObjectResource } from './storage/objects.js';
import type { StorageService } from './storage/server.js';

/**
 * Export format (a folder): `firestore.json` = { databases: { "<project>/<database>": StoredDocument[] } },
 * `storage.json` = { objects: [{ resource, file }] } with object bytes in `storage/<n>`.
 */
interface FirestoreExport {
  databases: Record<string, StoredDocument[]>;
}

interface StorageExport {
  objects: { resource: ObjectResource; file: string }[];
}

export function exportData(dir: string, firestore: FirestoreService, storage: StorageService): void {
  fs.mkdirSync(path.join(dir, 'storage'), { recursive: true });
  const databases: FirestoreExport['databases'] = {};
  for (const db of firestore.all()) {
    const m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/.exec(db.root);
    if (m) databases[`${m[1]}/${m[2]}`] = db.snapshot().docs;
  }
  writeFileDurably(path.join(dir, 'firestore.json'), JSON.stringify({ databases } satisfies FirestoreExport));
  const objects: StorageExport['objects'] = storage.objects.all().map((object, i) => {
    const file = `storage/${i}`;
    writeFileDurably(path.join(dir, file), object.data);
    return { resource: object.resource, file };
  });
  writeFileDurably(path.join(dir, 'storage.json'), JSON.stringify({ objects } satisfies StorageExport));
}

/** Replaces the current data with an export (documents per database, objects with their bytes). */
export function importData(dir: string, firestore: FirestoreService, storage: StorageService): void {
  const firestoreFile = path.join(dir, 'firestore.json');
  if (!fs.existsSync(firestoreFile)) throw new Error(`local-firebase: no export at ${dir} (firestore.json missing)`);
  const { databases } = JSON.parse(fs.readFileSync(firestoreFile, 'utf8')) as FirestoreExport;
  firestore.reset();
  for (const [key, docs] of Object.entries(databases)) {
    const [projectId, databaseId] = key.split('/') as [string, string];
    firestore.database(projectId, databaseId).load(docs);
  }
  storage.reset();
  const storageFile = path.join(dir, 'storage.json');
  if (!fs.existsSync(storageFile)) return;
  const { objects } = JSON.parse(fs.readFileSync(storageFile, 'utf8')) as StorageExport;
  for (const { resource, file } of objects) storage.objects.put(resource, fs.readFileSync(path.join(dir, file)));
}
