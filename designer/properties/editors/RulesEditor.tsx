import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, message, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ControlRule } from '../../../schemas/types.ts';
import { propertyMessages as M } from '../messages.ts';
import { addCustomRule, editCustomRule, removeCustomRule, RULES_TYPES, rulesTypePatch, takesNumber, type RulesType } from '../validationRules.ts';
import { CommitInput } from '../fields/CommitInput.tsx';
import type { EditorProps } from './editorProps.ts';

/**
 * The validation of a text field (seed 001 §5): the validation-type choice appends its rule, and
 * custom rules (regex and message) can be added, edited and removed. A regex that does not compile
 * is refused with the reason, so a saved form never carries a rule the runtime cannot run.
 */
export function RulesEditor({ control, onChange }: EditorProps) {
  const rules: ControlRule[] = Array.isArray(control.rules) ? control.rules : [];
  const [error, setError] = useState('');
  const apply = (result: { patch: Parameters<EditorProps['onChange']>[0] } | { error: string }) => {
    if ('error' in result) {
      setError(result.error);
      void message.error(result.error);
      return false;
    }
    setError('');
    onChange(result.patch);
    return true;
  };
  // A rule that takes a length (最小长度, 最大长度) waits for it before it is added.
  const [pending, setPending] = useState<RulesType | null>(null);
  const saved = RULES_TYPES.some((t) => t.value === control.rulesType) ? (control.rulesType as RulesType) : 'default';
  const choose = (next: RulesType) => {
    if (takesNumber(next)) setPending(next);
    else {
      setPending(null);
      onChange(rulesTypePatch(control, next));
    }
  };
  return (
    <Flex vertical gap={6}>
      <Form.Item label={M.rulesType} htmlFor="prop-rulesType">
        <Select id="prop-rulesType" value={pending ?? saved} options={RULES_TYPES} showSearch optionFilterProp="label" onChange={choose} />
      </Form.Item>
      {pending ? <LengthRule
          onAdd={(n) => {
            setPending(null);
            onChange(rulesTypePatch(control, pending, n));
          }}
        /> : null}
      {rules.map((rule, i) => (
        <Flex key={i} gap={4} align="center">
          <CommitInput
            aria-label={`${M.ruleRegex} ${i + 1}`}
            placeholder={M.ruleRegex}
            value={rule.rule}
            onCommit={(typed) => apply(editCustomRule(control, i, { ...rule, rule: typed }))}
          />
          <CommitInput
            aria-label={`${M.ruleMsg} ${i + 1}`}
            placeholder={M.ruleMsg}
            value={rule.msg}
            onCommit={(typed) => apply(editCustomRule(control, i, { ...rule, msg: typed }))}
          />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} title={M.remove} onClick={() => onChange(removeCustomRule(control, i))} />
        </Flex>
      ))}
      <NewRule onAdd={(entry) => apply(addCustomRule(control, entry))} />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Flex>
  );
}

/** The two inputs of a new custom rule; they empty once the rule is added. */
function NewRule({ onAdd }: { onAdd(entry: ControlRule): boolean }) {
  const [rule, setRule] = useState('');
  const [msg, setMsg] = useState('');
  const add = () => {
    if (!onAdd({ rule, msg })) return;
    setRule('');
    setMsg('');
  };
  return (
    <Flex gap={4} align="center">
      <Input size="small" aria-label={M.ruleRegex} placeholder={M.ruleRegex} value={rule} onChange={(e) => setRule(e.target.value)} />
      <Input size="small" aria-label={M.ruleMsg} placeholder={M.ruleMsg} value={msg} onChange={(e) => setMsg(e.target.value)} />
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={add}>
        {M.addRule}
      </Button>
    </Flex>
  );
}

/** The length a 最小长度 / 最大长度 rule takes, then 添加. */
function LengthRule({ onAdd }: { onAdd(n: number): void }) {
  const [n, setN] = useState<number>(1);
  return (
    <Flex gap={4} align="center">
      <InputNumber size="small" aria-label={M.ruleLength} min={1} precision={0} value={n} onChange={(v) => setN(typeof v === 'number' ? v : 1)} />
      <Button size="small" type="primary" onClick={() => onAdd(n)}>
        {M.addLengthRule}
      </Button>
    </Flex>
  );
}
