/** Button code of 短信发送记录 (m_mon_sms in fixtures/demo/permissions.json). */
export const smsPerms = {
  list: 'sms:outbox:list',
} as const;
