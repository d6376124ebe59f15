/** Messages of 短信发送记录, in one place. */
export const smsMsg = {
  smsModeInvalid: '短信用途只能是0（登录）、1（注册）或2（找回密码）',
  sendStatusInvalid: '发送状态只能是pending、sent、failed或stored',
} as const;
