import { createHmac, randomUUID } from 'node:crypto';
import { failureReason, SMS_TIMEOUT_MS, type SmsMessage, type SmsProvider, type SmsSendResult } from './provider.ts';

export interface AliyunSettings { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string }

/** The RPC API's percent-encoding: RFC 3986 unreserved characters stay, everything else is %XX (space is %20, `*` is %2A). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters sorted by name and encoded, as signed and as sent. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params).sort().map((key) => `${percentEncode(key)}=${percentEncode(params[key])}`).join('&');
}

/**
 * Signature of Alibaba Cloud's RPC API (SignatureMethod HMAC-SHA1, SignatureVersion 1.0):
 * base64(HMAC-SHA1(secret + '&', method + '&%2F&' + percentEncode(canonical query))).
 */
export function aliyunSignature(params: Record<string, string>, secret: string, method: 'GET' | 'POST'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** `yyyy-MM-ddTHH:mm:ssZ` in UTC, as the API wants its Timestamp. */
function timestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Dysms SendSms (API version 2017-05-25), posted as a form. */
export function aliyunProvider(settings: AliyunSettings, clock: () => Date = () => new Date()): SmsProvider {
  return {
    name: 'aliyun',
    async send(message: SmsMessage): Promise<SmsSendResult> {
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId, Action: 'SendSms', Format: 'JSON', RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1', SignatureNonce: randomUUID(), SignatureVersion: '1.0',
        Timestamp: timestamp(clock()), Version: '2017-05-25',
        PhoneNumbers: message.mobile, SignName: settings.signName, TemplateCode: settings.templateCode,
        TemplateParam: JSON.stringify(message.templateParams),
      };
      const body = `Signature=${percentEncode(aliyunSignature(params, settings.accessKeySecret, 'POST'))}&${canonicalQuery(params)}`;
      try {
        const response = await fetch(settings.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        const answer = await response.json() as { Code?: string; Message?: string; BizId?: string };
        if (answer.Code === 'OK') return { ok: true, messageId: answer.BizId };
        return { ok: false, reason: `aliyun ${response.status} ${answer.Code ?? ''}: ${answer.Message ?? ''}`.slice(0, 200) };
      } catch (error) {
        return { ok: false, reason: failureReason(error) };
      }
    },
  };
}
