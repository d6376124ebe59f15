/** SMS_PROVIDER and the settings of the chosen cloud, read from the environment (README lists them). */
export type SmsSettings =
  | { provider: 'none' }
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string }
  | { provider: 'tencent'; secretId: string; secretKey: string; sdkAppId: string; signName: string; templateId: string; region: string; endpoint: string };

export const ALIYUN_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
export const TENCENT_ENDPOINT = 'https://sms.tencentcloudapi.com/';

function required(env: NodeJS.ProcessEnv, names: string[], provider: string): string[] {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  return names.map((name) => env[name] as string);
}

function endpoint(value: string | undefined, fallback: string): string {
  const chosen = value || fallback;
  if (!/^https?:\/\/[^/]+/.test(chosen)) throw new Error(`SMS_ENDPOINT must be an http(s) address, got "${value}"`);
  return chosen;
}

export function smsSettings(env: NodeJS.ProcessEnv): SmsSettings {
  const provider = (env.SMS_PROVIDER || 'none').toLowerCase();
  if (provider === 'none') return { provider: 'none' };
  if (provider === 'aliyun') {
    const [accessKeyId, accessKeySecret, signName, templateCode] =
      required(env, ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'], provider);
    return { provider, accessKeyId, accessKeySecret, signName, templateCode, endpoint: endpoint(env.SMS_ENDPOINT, ALIYUN_ENDPOINT) };
  }
  if (provider === 'tencent') {
    const [secretId, secretKey, sdkAppId, signName, templateId] =
      required(env, ['SMS_SECRET_ID', 'SMS_SECRET_KEY', 'SMS_SDK_APP_ID', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID'], provider);
    return {
      provider, secretId, secretKey, sdkAppId, signName, templateId,
      region: env.SMS_REGION || 'ap-guangzhou', endpoint: endpoint(env.SMS_ENDPOINT, TENCENT_ENDPOINT),
    };
  }
  throw new Error(`SMS_PROVIDER must be none, aliyun or tencent, got "${env.SMS_PROVIDER}"`);
}

/** The line the server prints at start, so an operator sees where codes go. */
export function describeSms(settings: SmsSettings): string {
  if (settings.provider === 'none') {
    return 'SMS: SMS_PROVIDER is none: codes are only written to the outbox (系统监控 › 短信发送记录 shows they were asked for), no message is sent';
  }
  return `SMS: codes are sent through ${settings.provider} (${new URL(settings.endpoint).host})`;
}
