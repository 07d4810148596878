import { withDeadline } from './deadline';

/**
 * A create that is safe to retry: the caller writes under an id chosen once per submission, so a
 * second attempt writes the same document and the rules refuse it. When the write fails (an answer
 * lost after the commit reached the server, a refusal of that second attempt, a deadline), the
 * document is read back: if the first attempt stored it, that counts as success; otherwise the
 * write's own error is thrown.
 */
export async function createOnce(write: () => Promise<unknown>, stored: () => Promise<boolean>): Promise<void> {
  try {
    await withDeadline(write);
  } catch (error) {
    const found = await withDeadline(stored).catch(() => false);
    if (!found) throw error;
  }
}
