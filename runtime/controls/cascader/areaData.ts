/**
 * The Chinese area data of the cascader (seed 001 section 3, cascader `areaData`): provinces under
 * the root code '86', their cities, and the cities' districts, from the package china-area-data
 * (`{ '86': {code: name}, code: {childCode: name} }`). The 116 KB table loads on first use, in a
 * chunk of its own, so forms without an area cascader never download it.
 */

/** `{ parentCode: { childCode: name } }`, the package's data.json. */
export type AreaTable = Record<string, Record<string, string>>;

export interface AreaOption {
  label: string;
  /** The area code (e.g. '110101'): what the cascader stores. */
  value: string;
  children?: AreaOption[];
}

export const AREA_ROOT = '86';

/** The levels an area cascader can stop at; 'district' (three levels) is the default. */
const LEVELS: Record<string, number> = { province: 1, city: 2, district: 3 };

/** Seed 001 section 8: an unknown area type is 'Bad type value' (a designer's mistake in the schema). */
export const BAD_AREA_TYPE = 'Bad type value';

/** How many levels an area type shows; throws 'Bad type value' for a type that is not province, city or district. */
export function areaLevels(type: unknown = 'district'): number {
  const levels = typeof type === 'string' ? LEVELS[type] : undefined;
  if (levels === undefined) throw new Error(BAD_AREA_TYPE);
  return levels;
}

/** The cascader options of the table, `levels` deep (1 provinces, 2 with cities, 3 with districts). */
export function areaOptions(table: AreaTable, levels = 3, parent = AREA_ROOT): AreaOption[] {
  const children = table[parent] ?? {};
  return Object.entries(children).map(([code, name]) => {
    const below = levels > 1 && table[code] ? areaOptions(table, levels - 1, code) : [];
    return below.length > 0 ? { label: name, value: code, children: below } : { label: name, value: code };
  });
}

/** The names of a path of codes ('110000','110100','110101' → 北京市 / 市辖区 / 东城区); unknown codes stay as they are. */
export function areaNames(table: AreaTable, codes: readonly string[]): string[] {
  let parent = AREA_ROOT;
  return codes.map((code) => {
    const name = table[parent]?.[code];
    parent = code;
    return name ?? code;
  });
}

let loading: Promise<AreaTable> | undefined;

/** The area table, loaded once (its own chunk); a failed load is tried again on the next call. */
export function loadAreaTable(): Promise<AreaTable> {
  loading ??= import('china-area-data/data.json').then(
    (module) => module.default as AreaTable,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
