// @vitest-environment jsdom
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdapterError, type DataAdapter } from '../../../schemas/adapter.ts';
import { reportFailure } from '../../core/failures.ts';
import { setFeedback, type Feedback } from '../feedback/feedback';
import { http } from '../request/http';
import { setLowAppId } from '../request/lowApp';
import { requestMessages as catalogue } from '../request/messages';
import { computeSign } from '../request/sign';
import { clearAuthStorage, getToken, storeLogin } from '../storage/authStorage';
import { createShellRuntimeServices } from './runtimeServices';

/**
 * The schema pages' calls end to end through the shell's one request layer (decision 0016): the
 * runtime's http adapter over the shell's axios instance, its interceptors and the error catalogue
 * of seed 000 §8, with only the network replaced. What the user sees is counted on the feedback.
 */

type Answer = { status: number; data: unknown } | { fail: 'timeout' | 'network' };
let answer: Answer;
let sent: InternalAxiosRequestConfig[];

const network: AxiosAdapter = async (config) => {
  sent.push(config);
  if ('fail' in answer) {
    throw answer.fail === 'timeout' ? new AxiosError('timeout of 90000ms exceeded', 'ECONNABORTED', config) : new AxiosError('Network Error', 'ERR_NETWORK', config);
  }
  const response: AxiosResponse = { status: answer.status, statusText: '', data: answer.data, headers: {}, config };
  if (answer.status >= 400) throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, undefined, response);
  return response;
};

const feedback = () => ({
  notification: { error: vi.fn() },
  message: { warning: vi.fn(), error: vi.fn(), loading: vi.fn() },
  modal: { error: vi.fn() },
});
let shown: ReturnType<typeof feedback>;
/** Every notice the user got, whoever showed it: the request layer's notifications and the page's warnings. */
const notices = () => [
  ...shown.notification.error.mock.calls.map(([n]) => (n as { description: string }).description),
  ...shown.message.warning.mock.calls.map(([text]) => String(text)),
];

const page = { records: [{ id: '1', lineNo: 'B01' }], total: 1, size: 10, current: 1, pages: 1 };
let adapter: DataAdapter;
let originalAdapter: typeof http.defaults.adapter;

/** A list load as the list page does it (useListData): the call, then reportFailure on its failure. */
async function loadList(): Promise<AdapterError | undefined> {
  try {
    await adapter.list({ query: { pageNo: 1, pageSize: 10, filters: { lineNo: '*B*' } } });
    return undefined;
  } catch (error) {
    reportFailure((text) => shown.message.warning(text), error, '加载失败');
    return error as AdapterError;
  }
}

beforeEach(() => {
  sent = [];
  shown = feedback();
  setFeedback(shown as unknown as Feedback);
  originalAdapter = http.defaults.adapter;
  http.defaults.adapter = network;
  storeLogin({ token: 'token-1', userInfo: {}, username: 'admin', dictItems: {} });
  adapter = createShellRuntimeServices(() => undefined).adapters.create({ adapter: 'http', args: { api: '/bus/busLine' } });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  setFeedback(null);
  setLowAppId(null);
  clearAuthStorage();
  vi.useRealTimers();
});

describe('a business list call through the request layer', () => {
  it('carries the token, the tenant, the signature of its parameters and _t', async () => {
    answer = { status: 200, data: { success: true, code: 200, message: '', result: page } };
    expect(await loadList()).toBeUndefined();
    const [call] = sent;
    const headers = AxiosHeaders.from(call.headers);
    expect(call.url).toBe('/bus/busLine/list');
    expect(headers.get('X-Access-Token')).toBe('token-1');
    expect(headers.get('tenant-id')).toBe('0');
    const { _t, ...params } = call.params as Record<string, unknown>;
    expect(typeof _t).toBe('number');
    expect(params).toMatchObject({ lineNo: '*B*', pageNo: '1', pageSize: '10' });
    expect(headers.get('X-Sign')).toBe(computeSign('/bus/busLine/list', params));
    expect(Number(headers.get('X-TIMESTAMP'))).toBeGreaterThan(0);
    expect(headers.has('X-Low-App-ID')).toBe(false);
    expect(notices()).toEqual([]);
  });

  it('carries X-Low-App-ID while a low-code application page is shown', async () => {
    answer = { status: 200, data: { success: true, code: 200, message: '', result: page } };
    setLowAppId('app-7');
    await loadList();
    expect(AxiosHeaders.from(sent[0].headers).get('X-Low-App-ID')).toBe('app-7');
  });
});

describe('a failed list call: one notice, in the words of the error catalogue (seed 000 §8)', () => {
  const cases: [string, Answer, string][] = [
    ['HTTP 504', { status: 504, data: '<html>gateway</html>' }, catalogue.timeout],
    ['a timeout', { fail: 'timeout' }, catalogue.timeout],
    ['no answer at all', { fail: 'network' }, catalogue.networkError],
    ['HTTP 403', { status: 403, data: { success: false, code: 403, message: '拒绝访问', result: null } }, catalogue.forbidden],
    ['HTTP 404', { status: 404, data: '' }, catalogue.notFound],
    ['HTTP 500 with a message', { status: 500, data: { success: false, code: 500, message: '数据库不可用', result: null } }, '数据库不可用'],
    ['HTTP 502 without one', { status: 502, data: '' }, catalogue.unknownError],
  ];
  it.each(cases)('%s', async (_name, failure, text) => {
    answer = failure;
    const error = await loadList();
    expect(error).toBeInstanceOf(AdapterError);
    expect(error?.announced).toBe(true);
    expect(shown.notification.error).toHaveBeenCalledWith(expect.objectContaining({ message: catalogue.notificationTitle, description: text }));
    // The page added nothing of its own: no panel, no second warning.
    expect(notices()).toEqual([text]);
  });

  it('a refusal in the envelope (HTTP 200, success false) is not the catalogue\'s: the page shows the server\'s words once', async () => {
    answer = { status: 200, data: { success: false, code: 500, message: '查询条件字段不存在：nope', result: null } };
    const error = await loadList();
    expect(error?.announced).toBe(false);
    expect(shown.notification.error).not.toHaveBeenCalled();
    expect(notices()).toEqual(['查询条件字段不存在：nope']);
  });
});

describe('an upload through the request layer', () => {
  const upload = () => createShellRuntimeServices(() => undefined).upload(new File(['x'], 'a.txt'), { biz: 'temp' });
  it('answers the stored path, the envelope\'s message', async () => {
    answer = { status: 200, data: { success: true, code: 200, message: 'temp/a_1.txt', result: null } };
    expect(await upload()).toBe('temp/a_1.txt');
    expect(sent[0].url).toBe('/sys/common/upload');
  });
  it('fails with the server\'s words, or 上传失败 when the body is no envelope', async () => {
    answer = { status: 200, data: { success: false, code: 500, message: '文件类型不允许', result: null } };
    await expect(upload()).rejects.toThrow('文件类型不允许');
    answer = { status: 200, data: '<html></html>' };
    await expect(upload()).rejects.toThrow(catalogue.uploadFailed);
  });
});

// Last in the file: an ended session stays ended in the module (applyErrorAction), as the page reloads.
describe('an ended session', () => {
  it('HTTP 401 of two calls at once (the list and a dictionary): one notice, and the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    answer = { status: 401, data: { success: false, code: 401, message: 'Token失效，请重新登录!', result: null } };
    const services = createShellRuntimeServices(() => undefined);
    await Promise.all([loadList(), services.getJson('/sys/dict/getDictItems/valid_status', undefined).catch((e: unknown) => reportFailure((t) => shown.message.warning(t), e, '加载失败'))]);
    expect(sent).toHaveLength(2);
    expect(notices()).toEqual([catalogue.unauthorized]);
    expect(getToken()).toBeNull();
  });
});
