import { useEffect } from 'react';

/** Colour-weak mode (seed 000 section 2.7): the whole page through invert(80%), as the old front end did. */
export function useColorWeak(on: boolean): void {
  useEffect(() => {
    const html = document.documentElement;
    html.style.filter = on ? 'invert(80%)' : '';
    return () => {
      html.style.filter = '';
    };
  }, [on]);
}
