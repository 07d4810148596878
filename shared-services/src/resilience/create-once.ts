import { isDeadlineExceeded, withDeadline } from './deadline';

/**
 * A create that is safe to retry: the caller writes under an id chosen once per submission, so a
 * second attempt writes the same document and the rules refuse it. When the write fails with an
 * answer (a reply lost after the commit reached the server, a refusal of that second attempt), the
 * document is read back: if an earlier attempt stored it, that counts as success; otherwise the
 * write's own error is thrown. A write that ran out of time is not read back: on the same stalled
 * connection the read would only add its own 10 s, and the user's retry finds the document anyway.
 */
export async function createOnce(write: () => Promise<unknown>, stored: () => Promise<boolean>): Promise<void> {
  try {
    await withDeadline(write);
  } catch (error) {
    if (isDeadlineExceeded(error)) throw error;
    const found = await withDeadline(stored).catch(() => false);
    if (!found) throw error;
  }
}
