/**
 * Tells this browser's other tabs that the signed-in user renamed themselves, so their header avatar,
 * menu and name-locked forms follow without a reload. BroadcastChannel reaches every tab of the site's
 * origin; a browser without it keeps the old behaviour (the other tab updates on its next load).
 */
const CHANNEL_NAME = 'bonus-atlas.session';

interface DisplayNameMessage {
  type: 'display-name';
  uid: string;
  displayName: string;
}

function isDisplayNameMessage(data: unknown): data is DisplayNameMessage {
  const message = data as Partial<DisplayNameMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'display-name' &&
    typeof message.uid === 'string' &&
    typeof message.displayName === 'string'
  );
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
}

/** Says to the other tabs that `uid` is now called `displayName`. */
export function announceDisplayName(uid: string, displayName: string): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'display-name', uid, displayName } satisfies DisplayNameMessage);
  channel.close();
}

/** Calls `apply` for each rename another tab announces; returns the way to stop listening. */
export function listenForDisplayNames(apply: (uid: string, displayName: string) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isDisplayNameMessage(event.data)) apply(event.data.uid, event.data.displayName);
  };
  return () => channel.close();
}
