/**
 * What a route will ask for first, asked for as soon as the router moves to it, before React has
 * rendered anything of the new page (render-as-you-fetch). The router calls `prefetchRoute` on each
 * navigation; the schema pages' chunk installs the prefetcher when it loads, so until a schema page
 * has been opened nothing is fetched early and the chunk is not loaded for it.
 */
type RoutePrefetcher = (pathname: string) => void;

let prefetcher: RoutePrefetcher | null = null;

export function setRoutePrefetcher(next: RoutePrefetcher | null): void {
  prefetcher = next;
}

/** Never throws: a prefetch that fails leaves the page to ask for itself, as it always can. */
export function prefetchRoute(pathname: string): void {
  try {
    prefetcher?.(pathname);
  } catch {
    // the page loads as usual
  }
}
