/** Without tabs, at most this many pages marked keepAlive stay mounted besides the current one. */
export const MAX_KEPT_WITHOUT_TABS = 10;

export interface KeepAliveInput {
  /** Multi-tab mode in effect (on, and not on mobile). */
  multipage: boolean;
  /** Keys of the open tabs. */
  openTabs: readonly string[];
  /** Keys of the pages mounted so far, least recently shown first. */
  visited: readonly string[];
  /** The page shown now, or null when the current path has no page of its own (a redirect). */
  current: string | null;
  /** Whether the menu marks the route at a key keepAlive (seed 000 section 2.3). */
  keepAliveRoute: (key: string) => boolean;
}

/**
 * The pages that stay mounted (seed 000 sections 2.4 and 2.5). With tabs: every open tab's page, so a
 * closed tab loses its page. Without tabs: the current page and the most recent keepAlive routes.
 * The answer keeps the order of `visited`, so pages never move in the document.
 */
export function keptPages(input: KeepAliveInput): string[] {
  const { multipage, openTabs, visited, current, keepAliveRoute } = input;
  if (multipage) return visited.filter((key) => key === current || openTabs.includes(key));
  const kept = visited.filter((key) => key !== current && keepAliveRoute(key)).slice(-MAX_KEPT_WITHOUT_TABS);
  return visited.filter((key) => key === current || kept.includes(key));
}
