import { useEffect, useState } from 'react';
import { fetchLoginOptions } from './loginApi';
import type { LoginOptions } from './loginOptions';

/** The login options, null until they have arrived. */
export function useLoginOptions(): LoginOptions | null {
  const [options, setOptions] = useState<LoginOptions | null>(null);
  useEffect(() => {
    let active = true;
    void fetchLoginOptions().then((next) => active && setOptions(next));
    return () => {
      active = false;
    };
  }, []);
  return options;
}
