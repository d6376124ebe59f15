import { createHash, createHmac } from 'node:crypto';
import { failureReason, SMS_TIMEOUT_MS, type SmsMessage, type SmsProvider, type SmsSendResult } from './provider.ts';

export interface TencentSettings { secretId: string; secretKey: string; sdkAppId: string; signName: string; templateId: string; region: string; endpoint: string }

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  /** The Host header as sent (with the port when it is not the default). */
  host: string;
  /** Seconds since the epoch: X-TC-Timestamp. */
  timestamp: number;
  payload: string;
}

/**
 * TencentCloud API 3.0 signature (TC3-HMAC-SHA256) of a JSON POST signing content-type and host:
 * the Authorization header's value.
 */
export function tc3Authorization(request: Tc3Request): string {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST', '/', '', `content-type:${TC3_CONTENT_TYPE}\nhost:${request.host}\n`, 'content-type;host', sha256Hex(request.payload),
  ].join('\n');
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${request.secretKey}`, date), request.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${request.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[];
  };
}

/** Tencent Cloud SMS SendSms (API version 2021-01-11). Numbers go out in E.164 (+86…). */
export function tencentProvider(settings: TencentSettings, clock: () => Date = () => new Date()): SmsProvider {
  return {
    name: 'tencent',
    async send(message: SmsMessage): Promise<SmsSendResult> {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${message.mobile}`], SmsSdkAppId: settings.sdkAppId, SignName: settings.signName,
        TemplateId: settings.templateId, TemplateParamSet: [message.templateParams.code],
      });
      const timestamp = Math.floor(clock().getTime() / 1000);
      const host = new URL(settings.endpoint).host;
      try {
        const response = await fetch(settings.endpoint, {
          method: 'POST',
          headers: {
            authorization: tc3Authorization({ secretId: settings.secretId, secretKey: settings.secretKey, service: 'sms', host, timestamp, payload }),
            'content-type': TC3_CONTENT_TYPE,
            'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': settings.region, 'x-tc-timestamp': String(timestamp),
          },
          body: payload,
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        const answer = (await response.json() as SendSmsAnswer).Response;
        const status = answer?.SendStatusSet?.[0];
        if (!answer?.Error && status?.Code === 'Ok') return { ok: true, messageId: status.SerialNo };
        const error = answer?.Error ?? status;
        return { ok: false, reason: `tencent ${response.status} ${error?.Code ?? ''}: ${error?.Message ?? ''}`.slice(0, 200) };
      } catch (error) {
        return { ok: false, reason: failureReason(error) };
      }
    },
  };
}
