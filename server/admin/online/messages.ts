/** Messages of 在线用户 (online users), in one place. */
export const onlineMsg = {
  sessionRequired: '缺少参数：id（会话编号）',
  sessionGone: '该会话已下线或不存在',
  notYourself: '不能强制退出当前会话，请使用“退出登录”',
  forced: '强制退出成功！',
  audit: '强制退出用户：{username}（登录于{loginTime}，IP {ip}）',
} as const;
