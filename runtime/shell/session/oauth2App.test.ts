import { describe, expect, it } from 'vitest';
import { appThirdType, isOAuth2AppAgent } from './oauth2App';

const agents: [string, string, string | null][] = [
  ['WeCom', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1', 'wechat_enterprise'],
  ['DingTalk', 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36 AliApp(DingTalk/7.0.40)', 'dingtalk'],
  ['WeChat (not the enterprise app)', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40', null],
  ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', null],
];

describe('oauth2-app detection (seed 000 section 1)', () => {
  it.each(agents)('%s', (_name, agent, thirdType) => {
    expect(isOAuth2AppAgent(agent)).toBe(thirdType !== null);
    expect(appThirdType(agent)).toBe(thirdType);
  });
});
