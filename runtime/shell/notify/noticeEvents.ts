/**
 * "The signed-in user's unread notices changed": the 我的消息 page says so after marking read, and
 * the bell reloads at once instead of at its next poll. Neither imports the other.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function announceNoticesChanged(): void {
  for (const listener of listeners) listener();
}

/** The answer unregisters. */
export function onNoticesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
