import type { FormRule } from 'antd';
import { SliderVerify } from '../../../controls/slider-verify/SliderVerify.tsx';
import { pageMessages } from '../messages';

/** The login form's slider: its value is true once passed, and 登录 asks for that. */
export const sliderRules: FormRule[] = [
  { validator: async (_rule, value: unknown) => {
    if (value !== true) throw new Error(pageMessages.sliderFirst);
  } },
];

/** Form.Item hands in `onChange`; the slider reports its success through it. */
export function SliderField({ onChange }: { value?: boolean; onChange?: (value: boolean) => void }) {
  return <SliderVerify onSuccess={() => onChange?.(true)} />;
}
