/**
 * The differential check on its own: `npm run differential -w @bonus-atlas/local-firebase -- --ops 5000 --seed 7`.
 * Prints the agreement rate and the first disagreements; exits non-zero when any op disagrees.
 */
import { parseArgs } from 'node:util';
import { formatReport, runDifferential } from './check.js';
import { EMULATOR_EXCEPTIONS, findGoogleEmulator, startEnginePair } from './engines.js';

const { values } = parseArgs({
  options: {
    ops: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '14' },
    show: { type: 'string', default: '10' },
    /** Show only disagreements of this actor (owner, visitor, m1, demo-admin, ...). */
    actor: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const lookup = findGoogleEmulator();
  if (!lookup.ok) {
    console.error(`differential check not run: ${lookup.reason}`);
    process.exit(2);
  }
  const pair = await startEnginePair();
  try {
    const started = performance.now();
    const report = await runDifferential(pair.engines, { seed: Number(values.seed), count: Number(values.ops), exceptions: EMULATOR_EXCEPTIONS });
    console.log(formatReport(report, pair.engines, Number(values.show), values.actor));
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s, seed ${values.seed})`);
    if (report.disagreements.length > 0 || report.finalStateDiffers.length > 0) process.exitCode = 1;
  } finally {
    await pair.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
