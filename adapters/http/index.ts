export { createHttpAdapter, type HttpAdapterOptions } from './httpAdapter.ts';
export { httpAdapterFactory } from './httpAdapterFactory.ts';
export { TransportError, type HttpTransport, type QueryParams } from './transport.ts';
export { createFetchTransport, type FetchTransportOptions } from './fetchTransport.ts';
export { createAxiosTransport, type AxiosLike } from './axiosTransport.ts';
export { sendOver, type SendRequest } from './send.ts';
