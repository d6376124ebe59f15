import { Button, Modal, Typography } from 'antd';
import { dialogMessages as m } from './messages.ts';

export interface HelpDialogProps {
  open: boolean;
  onClose(): void;
}

/** The help texts, one topic each: what the designer can do and how. */
export const HELP_TOPICS: { title: string; items: string[] }[] = [
  {
    title: '添加组件',
    items: [
      '从左侧组件栏把组件拖到中间画布；也可以选中组件栏中的组件后按回车键，把它加到画布末尾（或选中的容器中）。',
      '布局组件（栅格布局、表格布局）不能互相嵌套，也不能放入动态表格；动态表格只接受常用的输入类组件。',
    ],
  },
  {
    title: '编辑组件',
    items: [
      '单击画布上的组件即可选中，在右侧属性面板中修改标题、宽度、校验规则等属性。',
      '组件右上角的“复制”按钮复制出一个新组件（新的 ID），“删除”按钮删除该组件。',
      '拖动画布上的组件可以调整顺序，或把它移入栅格的列、表格的单元格和动态表格。',
    ],
  },
  {
    title: '表格布局',
    items: ['在单元格上单击右键：合并右侧单元格、合并下方单元格、拆分单元格，以及追加行、删除行、追加列、删除列。'],
  },
  {
    title: '工具栏',
    items: [
      '保存：填写表单名称和备注后保存；预览：按实际效果填写并校验表单；查看JSON：直接编辑表单的 JSON，应用前会先校验。',
      '设置：表单尺寸、标签位置和宽度、栅格间距等；清空：清除画布上的全部组件（会先确认）。',
    ],
  },
  {
    title: '快捷键',
    items: ['Ctrl+Z：撤销', 'Ctrl+Shift+Z 或 Ctrl+Y：重做'],
  },
];

/** 使用帮助: how to drag, copy and delete, merge cells, and the undo / redo shortcuts. */
export function HelpDialog({ open, onClose }: HelpDialogProps) {
  return (
    <Modal open={open} title={m.helpTitle} width={640} onCancel={onClose} footer={<Button onClick={onClose}>{m.close}</Button>}>
      {HELP_TOPICS.map((topic) => (
        <section key={topic.title}>
          <Typography.Title level={5}>{topic.title}</Typography.Title>
          <ul style={{ paddingLeft: 20 }}>
            {topic.items.map((item) => (
              <li key={item}>
                <Typography.Text>{item}</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
