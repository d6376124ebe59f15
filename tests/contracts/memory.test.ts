import { createMemoryAdapter } from '../../adapters/memory/createMemoryAdapter.ts';
import { runDataAdapterContract } from './dataAdapter.contract.ts';

runDataAdapterContract('memory', (fixture) =>
  createMemoryAdapter({ rows: fixture.rows, fields: fixture.fields, dictionaries: fixture.dictionaries, label: '公交线路' }),
);
