// A rules deploy to the twin: its Firestore (Google's emulator behind local-firebase) read the rules file
// once, when it started, so writing the twin's tree alone would change nothing the browser meets. The
// emulator takes new rules on its own admin route, as firebase-tools' emulator hub gives them on a change.
import { readFileSync } from 'node:fs';

/**
 * Gives the running twin's Firestore the rules in `rulesFile`. Returns false when no twin answers (it
 * reads the file when it starts); throws when the emulator refuses the rules.
 * @param {{ projectId: string, emulators: { firestoreGrpc: number } }} environment
 */
export async function publishTwinRules(environment, rulesFile) {
  const url = `http://127.0.0.1:${environment.emulators.firestoreGrpc}/emulator/v1/projects/${environment.projectId}:securityRules`;
  const body = JSON.stringify({
    rules: { files: [{ name: 'firestore.rules', content: readFileSync(rulesFile, 'utf8') }] },
  });
  let response;
  try {
    response = await fetch(url, { method: 'PUT', body, signal: AbortSignal.timeout(30_000) });
  } catch {
    return false;
  }
  if (!response.ok)
    throw new Error(`the twin's Firestore refused the rules (${response.status}): ${await response.text()}`);
  return true;
}
