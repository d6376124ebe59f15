/**
 * Messages of the declared fields' content checks (fieldChecks.ts). The entities' other messages
 * (required, too long, not in the dictionary, import) are in server/http/messages.ts.
 */
export const fieldCheckMsg = {
  notJson: '{label}不是有效的 JSON',
  notJsonArray: '{label}应为 JSON 数组',
  notCode: '{label}只能包含字母、数字、下划线和短横线',
  /** An import's error column has no field beside it: a check's problem that does not name its field gets the label. */
  inFile: '{label}：{problem}',
} as const;
