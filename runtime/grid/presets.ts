/**
 * The named cell rules of seed 002 §5 (the platform's JVxeTable presets, compatible with its online
 * forms' `fieldValidType`). Any other pattern a column names is a regular expression.
 */
export interface Preset {
  title: string;
  pattern: RegExp;
}

export const PRESETS: Readonly<Record<string, Preset>> = {
  'n6-16': { title: '6到16位数字', pattern: /^\d{6,16}$/ },
  '*6-16': { title: '6到16位任意字符', pattern: /^.{6,16}$/su },
  's6-18': { title: '6到18位字母', pattern: /^[a-zA-Z]{6,18}$/ },
  url: { title: '网址', pattern: /^(?:https?|ftp):\/\/[\w-]+(?:\.[\w-]+)+(?:[\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/ },
  e: { title: '电子邮件', pattern: /^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-zA-Z]{2,14}$/ },
  m: { title: '手机号码', pattern: /^1[3-9]\d{9}$/ },
  p: { title: '邮政编码', pattern: /^[1-9]\d{5}$/ },
  s: { title: '字母', pattern: /^[a-zA-Z]+$/ },
  n: { title: '数字', pattern: /^-?\d+(?:\.\d+)?$/ },
  z: { title: '整数', pattern: /^-?\d+$/ },
  '*': { title: '非空', pattern: /^.+$/su },
  // Up to 2 decimals when it starts with 0, up to 5 otherwise.
  money: { title: '金额', pattern: /^(?:0(?:\.\d{1,2})?|[1-9]\d*(?:\.\d{1,5})?)$/ },
};

/** The preset of that name, else the pattern as a regular expression; a pattern that does not compile throws. */
export function patternOf(name: string): { pattern: RegExp; preset?: Preset } {
  const preset = PRESETS[name];
  return preset ? { pattern: preset.pattern, preset } : { pattern: new RegExp(name) };
}
