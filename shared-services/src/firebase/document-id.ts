const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 20;
// the largest multiple of 62 below 256: bytes above it are skipped, so every character is equally likely
const UNBIASED_BELOW = 248;

/**
 * A new document id as Firestore's SDK makes them (20 characters of 62, from the platform's crypto
 * random source). Written here because the SDK's own (AutoId) would mean downloading Firestore Lite
 * when a form picks its submission's id, possibly offline, before any write has loaded it.
 */
export function newDocumentId(): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < UNBIASED_BELOW) id += ALPHABET[byte % ALPHABET.length];
      if (id.length === ID_LENGTH) break;
    }
  }
  return id;
}
