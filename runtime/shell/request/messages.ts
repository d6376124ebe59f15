/** Texts of the error catalogue (seed 000 section 8) shown by the request layer. */
export const requestMessages = {
  notificationTitle: '系统提示',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  unauthorized: '登录已过期，请重新登录',
  networkError: '网络连接异常，请稍后再试',
  unknownError: '请求出现错误，请稍后再试',
  /** An envelope refusal (success false) that carried no message. */
  refused: '请求失败',
  uploadFailed: '上传失败',
  tokenExpiredTitle: '登录已过期',
  tokenExpiredContent: '很抱歉，登录已过期，请重新登录',
  tokenExpiredOk: '重新登录',
  tokenExpiredReloading: '登录已过期，正在重新登录',
} as const;

/** The server's marker for an expired token inside an HTTP 500 message. */
export const TOKEN_EXPIRED_MARKER = 'Token失效';
