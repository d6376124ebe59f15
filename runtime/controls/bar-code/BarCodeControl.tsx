import JsBarcode from 'jsbarcode';
import { useEffect, useRef, useState } from 'react';
import { controlMessages } from '../messages.ts';
import type { FieldControlProps } from '../types.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { asText, readFlag, readNumber, readText } from '../shared/read.ts';

/** The value drawn as a bar code (CODE128 unless `format` says otherwise). */
export function BarCodeControl({ control, value }: FieldControlProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [invalid, setInvalid] = useState(false);
  const text = asText(value);
  const format = readText(control, 'format', 'CODE128');
  const lineColor = readText(control, 'lineColor', '#000000');
  const background = readText(control, 'background', '#FFFFFF');
  const height = readNumber(control, 'height', 50);
  const displayValue = readFlag(control, 'displayValue', true);

  useEffect(() => {
    if (!svg.current) return;
    let valid = text !== '';
    if (valid) {
      try {
        JsBarcode(svg.current, text, { format, lineColor, background, height, displayValue, valid: (ok) => (valid = ok) });
      } catch {
        // Thrown for what `valid` does not cover: an unknown format, or no canvas to measure text.
        valid = false;
      }
    }
    setInvalid(!valid);
  }, [text, format, lineColor, background, height, displayValue]);

  return (
    <div id={control.id}>
      <svg ref={svg} role="img" aria-label={text} style={{ display: invalid ? 'none' : undefined }} />
      <InlineError message={invalid && text !== '' ? controlMessages.barCodeInvalid : undefined} />
    </div>
  );
}
