import {
  AlertOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, CarOutlined, ClusterOutlined,
  DashboardOutlined, EnvironmentOutlined, FlagOutlined, FundOutlined, GlobalOutlined, HomeOutlined,
  MedicineBoxOutlined, MonitorOutlined, PartitionOutlined, ProfileOutlined, SafetyOutlined, SettingOutlined,
  ShopOutlined, ShoppingOutlined, SolutionOutlined, TeamOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu rows name icons the antd 3 way (`medicine-box`). Only a fixed set is bundled: importing every
 * icon to look names up would add megabytes for a menu of a dozen entries.
 */
const icons: Record<string, ComponentType> = {
  alert: AlertOutlined,
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  car: CarOutlined,
  cluster: ClusterOutlined,
  dashboard: DashboardOutlined,
  environment: EnvironmentOutlined,
  flag: FlagOutlined,
  fund: FundOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  'medicine-box': MedicineBoxOutlined,
  monitor: MonitorOutlined,
  partition: PartitionOutlined,
  profile: ProfileOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  shopping: ShoppingOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

/** Top-level items keep a generic icon when theirs is unknown, so the collapsed menu stays usable. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? AppstoreOutlined;
  return <Icon />;
}
