/** Whether the quantifier starting at `at` lets its atom repeat (`*`, `+`, `{n,}`, `{n,m}` with m > 1); `?` does not. */
function repeatsAt(pattern: string, at: number): boolean {
  const char = pattern[at];
  if (char === '*' || char === '+') return true;
  if (char !== '{') return false;
  const bounds = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!bounds) return false;
  if (bounds[2] === undefined) return Number(bounds[1]) > 1;
  return bounds[3] === '' || Number(bounds[3]) > 1;
}

/**
 * Whether a regular expression repeats a group that itself holds a repetition, as in `(a+)+`,
 * `(\d*x?)*` or `(?:a|b+){2,}`: the usual shape of catastrophic backtracking. A syntactic
 * screen for the save; other slow shapes (overlapping alternatives) are caught by the time limit.
 */
export function repeatsARepeat(pattern: string): boolean {
  const groups: boolean[] = [false];
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      i += 1;
      if (repeatsAt(pattern, i + 1)) groups[groups.length - 1] = true;
    } else if (char === '[') {
      for (i += 1; i < pattern.length && pattern[i] !== ']'; i += 1) if (pattern[i] === '\\') i += 1;
      if (repeatsAt(pattern, i + 1)) groups[groups.length - 1] = true;
    } else if (char === '(') {
      groups.push(false);
    } else if (char === ')' && groups.length > 1) {
      const inner = groups.pop() === true;
      const repeated = repeatsAt(pattern, i + 1);
      if (inner && repeated) return true;
      if (inner || repeated) groups[groups.length - 1] = true;
    } else if (repeatsAt(pattern, i + 1) && char !== '(' && char !== '|') {
      groups[groups.length - 1] = true;
    }
  }
  return false;
}
