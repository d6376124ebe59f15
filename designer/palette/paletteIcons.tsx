import {
  AlertOutlined, ApartmentOutlined, BarcodeOutlined, BgColorsOutlined, BorderOuterOutlined, CalendarOutlined, CheckSquareOutlined,
  ClockCircleOutlined, CodeOutlined, ColumnWidthOutlined, ControlOutlined, DownSquareOutlined, EditOutlined, FieldNumberOutlined,
  FileTextOutlined, FontSizeOutlined, FormOutlined, InsertRowBelowOutlined, LinkOutlined, MinusOutlined, PaperClipOutlined,
  ProfileOutlined, SelectOutlined, StarOutlined, SwapOutlined, TableOutlined, TeamOutlined, UnorderedListOutlined,
  ClusterOutlined, AppstoreOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** An icon per catalogue `compIcon` (the older designer's icon codes). */
const ICONS: Record<string, ReactNode> = {
  input: <FormOutlined />,
  textarea: <FileTextOutlined />,
  number: <FieldNumberOutlined />,
  select: <DownSquareOutlined />,
  radio: <UnorderedListOutlined />,
  checkbox: <CheckSquareOutlined />,
  switch: <SwapOutlined />,
  slider: <ControlOutlined />,
  rate: <StarOutlined />,
  date: <CalendarOutlined />,
  time: <ClockCircleOutlined />,
  editor: <EditOutlined />,
  color: <BgColorsOutlined />,
  cascader: <ApartmentOutlined />,
  upload: <PaperClipOutlined />,
  dialog: <SelectOutlined />,
  user: <TeamOutlined />,
  dept: <ClusterOutlined />,
  barcode: <BarcodeOutlined />,
  table: <InsertRowBelowOutlined />,
  row: <ColumnWidthOutlined />,
  table_layout: <TableOutlined />,
  button: <BorderOuterOutlined />,
  divider: <MinusOutlined />,
  alert: <AlertOutlined />,
  link: <LinkOutlined />,
  text: <FontSizeOutlined />,
  html: <CodeOutlined />,
  td: <ProfileOutlined />,
};

export function paletteIcon(compIcon: string): ReactNode {
  return ICONS[compIcon] ?? <AppstoreOutlined />;
}
