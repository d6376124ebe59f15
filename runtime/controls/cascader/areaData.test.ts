import { describe, expect, it } from 'vitest';
import { areaLevels, areaNames, areaOptions, loadAreaTable, type AreaTable } from './areaData.ts';

const table: AreaTable = {
  '86': { '110000': '北京市', '440000': '广东省' },
  '110000': { '110100': '市辖区' },
  '110100': { '110101': '东城区', '110102': '西城区' },
  '440000': { '441900': '东莞市' },
};

describe('area options (seed 001 §3 cascader areaData)', () => {
  it('builds provinces → cities → districts under the root 86, values being area codes', () => {
    expect(areaOptions(table)).toEqual([
      {
        label: '北京市',
        value: '110000',
        children: [
          {
            label: '市辖区',
            value: '110100',
            children: [
              { label: '东城区', value: '110101' },
              { label: '西城区', value: '110102' },
            ],
          },
        ],
      },
      // A city without districts is a leaf, not an empty branch.
      { label: '广东省', value: '440000', children: [{ label: '东莞市', value: '441900' }] },
    ]);
  });

  it('stops at the level of the area type', () => {
    expect(areaOptions(table, areaLevels('province'))).toEqual([
      { label: '北京市', value: '110000' },
      { label: '广东省', value: '440000' },
    ]);
    const cities = areaOptions(table, areaLevels('city'));
    expect(cities[0].children?.[0]).toEqual({ label: '市辖区', value: '110100' });
    expect(areaLevels()).toBe(3);
  });

  it("refuses an unknown area type with 'Bad type value' (seed 001 §8)", () => {
    expect(() => areaLevels('street')).toThrow('Bad type value');
    expect(() => areaLevels(3)).toThrow('Bad type value');
  });

  it('names a path of codes, leaving unknown codes as they are', () => {
    expect(areaNames(table, ['110000', '110100', '110101'])).toEqual(['北京市', '市辖区', '东城区']);
    expect(areaNames(table, ['110000', '999999'])).toEqual(['北京市', '999999']);
  });

  it('loads the package data: 86 holds the provinces, Beijing its districts', async () => {
    const data = await loadAreaTable();
    expect(data['86']['110000']).toBe('北京市');
    expect(Object.keys(data['86']).length).toBeGreaterThanOrEqual(31);
    const options = areaOptions(data);
    const beijing = options.find((o) => o.value === '110000');
    expect(beijing?.children?.[0].children?.some((d) => d.label === '东城区')).toBe(true);
    // Loaded once: the same table on the next call.
    expect(await loadAreaTable()).toBe(data);
  });
});
