import { createHttpAdapter } from '../../adapters/http/httpAdapter.ts';
import { createMemoryAdapter } from '../../adapters/memory/createMemoryAdapter.ts';
import { runDataAdapterContract } from './dataAdapter.contract.ts';
import { loopbackTransport } from './loopbackTransport.ts';

// The HTTP adapter over the platform's wire format, answered in process by the memory adapter.
runDataAdapterContract('http (loopback to memory)', (fixture) => {
  const backend = createMemoryAdapter({ rows: fixture.rows, fields: fixture.fields, dictionaries: fixture.dictionaries, label: '公交线路' });
  return createHttpAdapter({ api: fixture.api, transport: loopbackTransport(fixture.api, backend) });
});
