import { parseArgs } from 'node:util';
import { DEFAULT_BUCKET, DEFAULT_PROJECT_ID } from '@bonus-atlas/local-firebase';
import { seedDemoData, seedIfEmpty } from './seed.js';

/**
 * Seeds a running Firestore and Storage (local-firebase, or Google's emulator behind it) as `owner`:
 * `tsx seed/src/cli.ts [--scale N] [--if-empty] [--host H] [--firestore-port N] [--storage-port N]`.
 */
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    'firestore-port': { type: 'string', default: '8080' },
    'storage-port': { type: 'string', default: '9199' },
    project: { type: 'string', default: DEFAULT_PROJECT_ID },
    bucket: { type: 'string', default: DEFAULT_BUCKET },
    scale: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
  },
  strict: true,
});

async function main(): Promise<void> {
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 1))
    throw new Error('--scale must be a positive integer');
  const options = {
    host: values.host,
    firestorePort: Number(values['firestore-port']),
    storagePort: Number(values['storage-port']),
    projectId: values.project,
    bucket: values.bucket,
    scale,
  };
  const started = Date.now();
  const summary = values['if-empty'] ? await seedIfEmpty(options) : await seedDemoData(options);
  if (!summary) {
    console.log('brands exist: nothing seeded');
    return;
  }
  console.log(
    `seeded ${summary.brands} brands, ${summary.promotions} promotions, ${summary.images} images, ${summary.documents} documents in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
