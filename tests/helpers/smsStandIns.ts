import { aliyunSignature } from '../../server/sms/aliyun.ts';
import { tc3Authorization } from '../../server/sms/tencent.ts';
import { startStandIn, type StandIn } from './standIns.ts';

/** A message the stand-in accepted: the number and the code it would have carried. */
export interface ReceivedSms { mobile: string; code: string }

export interface SmsStandIn extends StandIn {
  received: ReceivedSms[];
  /** While set, every request is answered with the provider's failure (a number on a block list, say). */
  failing: boolean;
}

const json = (status: number, body: unknown) => ({ status, type: 'application/json', body: JSON.stringify(body) });

/**
 * Dysms SendSms as Alibaba Cloud answers it: checks the form's RPC signature with `secret` and
 * answers Code OK with a BizId, isv.BUSINESS_LIMIT_CONTROL while failing, SignatureDoesNotMatch on a bad signature.
 */
export async function aliyunSmsStandIn(secret: string): Promise<SmsStandIn> {
  const state = { received: [] as ReceivedSms[], failing: false };
  const server = await startStandIn((_url, request, body) => {
    const params = Object.fromEntries(new URLSearchParams(body));
    const { Signature: signature, ...signed } = params;
    if (request.method !== 'POST' || !signature || aliyunSignature(signed, secret, 'POST') !== signature) {
      return json(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    }
    if (state.failing) return json(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发号码天级流控' });
    state.received.push({ mobile: params.PhoneNumbers, code: (JSON.parse(params.TemplateParam) as { code: string }).code });
    return json(200, { Code: 'OK', Message: 'OK', BizId: `biz-${state.received.length}`, RequestId: 'r1' });
  });
  return Object.assign(state, server);
}

/**
 * Tencent Cloud SendSms as it answers: checks the TC3-HMAC-SHA256 Authorization with `secretKey`
 * (for the request's own Host and X-TC-Timestamp) and answers a SendStatusSet, or an Error.
 */
export async function tencentSmsStandIn(secretId: string, secretKey: string): Promise<SmsStandIn> {
  const state = { received: [] as ReceivedSms[], failing: false };
  const server = await startStandIn((_url, request, body) => {
    const expected = tc3Authorization({
      secretId, secretKey, service: 'sms', host: request.headers.host ?? '', timestamp: Number(request.headers['x-tc-timestamp']), payload: body,
    });
    if (request.headers.authorization !== expected || request.headers['x-tc-action'] !== 'SendSms') {
      return json(200, { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'r1' } });
    }
    const sent = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
    if (state.failing) {
      return json(200, { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit', SerialNo: '' }], RequestId: 'r1' } });
    }
    state.received.push({ mobile: sent.PhoneNumberSet[0].replace(/^\+86/, ''), code: sent.TemplateParamSet[0] });
    return json(200, { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: `serial-${state.received.length}` }], RequestId: 'r1' } });
  });
  return Object.assign(state, server);
}

/** The environment that points a server process at an Aliyun stand-in started with `secret`. */
export function aliyunStandInEnv(standIn: StandIn, secret: string): Record<string, string> {
  return {
    SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'stand-in-key', SMS_ACCESS_KEY_SECRET: secret,
    SMS_SIGN_NAME: '智慧安置区', SMS_TEMPLATE_CODE: 'SMS_0001', SMS_ENDPOINT: standIn.url,
  };
}

/** The newest code the stand-in delivered to `mobile`, as the phone would show it. */
export function receivedCode(standIn: SmsStandIn, mobile: string): string {
  const sms = standIn.received.filter((received) => received.mobile === mobile).at(-1);
  if (!sms) throw new Error(`no SMS reached ${mobile}`);
  return sms.code;
}
