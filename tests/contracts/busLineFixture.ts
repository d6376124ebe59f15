import type { Row } from '../../schemas/adapter.ts';
import type { EntityField } from '../../schemas/types.ts';
import busLinePage from '../../schemas/pages/bus-line.json';
import type { DictItem } from '../../adapters/memory/dictText.ts';

/** What the contract suite needs seeded on either side: the entity, its rows and its dictionary. */
export interface ContractFixture {
  /** The entity's endpoint base (for an HTTP side) and its declared fields. */
  api: string;
  fields: readonly EntityField[];
  /** Rows to store before each test, ids included; the suite finds rows by lineNo, not by id. */
  rows: readonly Row[];
  dictionaries: Record<string, readonly DictItem[]>;
}

// The JSON import widens literal types ("string" becomes string); the page is valid against the
// meta-schema (schemas/ tests check that), so its field list is read as the declared type.
const entity = busLinePage.entity as { api: string; fields: EntityField[] };

type Line = [lineNo: string, lineName: string, start: string, end: string, stops: number, fare: number, status: '0' | '1', openDate: string];

/**
 * Twelve lines chosen so that every filter and rule of the suite matches some rows and misses
 * others; stop counts are all different so that sorting by them has one right answer.
 */
const LINES: Line[] = [
  ['B01', '1路 环城线', '火车站', '火车站', 24, 2, '1', '2019-05-01'],
  ['B02', '2路', '安置区北', '市民中心', 12, 1, '1', '2020-03-15'],
  ['B03', '3路 快线', '安置区南', '高铁站', 8, 3, '1', '2021-07-01'],
  ['B04', '4路', '工业园', '市民中心', 18, 1.5, '0', '2018-11-20'],
  ['B05', '5路 环线', '学校', '学校', 20, 2, '1', '2022-01-10'],
  ['B06', '6路', '安置区东', '医院', 10, 1, '0', '2023-06-30'],
  ['B07', '7路 夜班线', '市民中心', '安置区西', 15, 2.5, '1', '2023-12-01'],
  ['B08', '8路', '安置区北', '火车站', 30, 3, '1', '2017-09-09'],
  ['B09', '9路 社区线', '安置区南', '安置区北', 6, 1, '1', '2024-02-01'],
  ['B10', '10路', '高铁站', '工业园', 22, 2, '0', '2020-08-08'],
  ['B11', '11路', '医院', '学校', 9, 1, '1', '2021-01-01'],
  ['B12', '12路 快线', '火车站', '高铁站', 16, 3, '1', '2022-10-10'],
];

export const busLineFixture: ContractFixture = {
  api: entity.api,
  fields: entity.fields,
  rows: LINES.map(([lineNo, lineName, startStation, endStation, stopCount, fare, status, openDate], i) => ({
    id: `10000000000000000${String(i + 1).padStart(2, '0')}`,
    lineNo,
    lineName,
    startStation,
    endStation,
    stopCount,
    fare,
    firstBus: '06:00',
    lastBus: '22:00',
    status,
    openDate,
    remark: null,
    createTime: `2024-01-${String(i + 1).padStart(2, '0')} 10:00:00`,
  })),
  dictionaries: {
    valid_status: [
      { value: '1', text: '有效' },
      { value: '0', text: '无效' },
    ],
  },
};
