/** Messages and labels of the 系统监控 pages, in one place. */
export const monitorMsg = {
  dataDir: '数据目录',
  uploadDir: '上传目录',
  dictCache: '数据字典缓存',
  permissionCache: '权限缓存',
  dataRuleCache: '数据规则缓存',
  cacheCleared: '缓存已清空，下次使用时重新读取',
  unmatchedPath: '（未匹配的路径）',
  cacheClearedAudit: '清空缓存：数据字典缓存（{codes}个字典）、权限缓存（{sessions}个会话）、数据规则缓存（{rules}项）',
} as const;
