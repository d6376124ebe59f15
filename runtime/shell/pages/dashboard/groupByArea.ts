/** Items grouped by their area, in the order the areas first appear; no area goes under `other`. */
export function groupByArea<T extends { area: string | null }>(items: T[], other: string): { area: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const area = item.area ?? other;
    groups.set(area, [...(groups.get(area) ?? []), item]);
  }
  return Array.from(groups, ([area, grouped]) => ({ area, items: grouped }));
}
