import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  FolderOutlined,
  FundOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MenuGroup, MenuGroupName } from '../../resources/types';

const ICONS: Record<MenuGroup, ReactNode> = {
  Dashboard: <DashboardOutlined />,
  'User Management': <TeamOutlined />,
  Coin: <DollarOutlined />,
  'Transfer History': <SwapOutlined />,
  Categories: <TagsOutlined />,
  Markets: <FundOutlined />,
  'Order History': <UnorderedListOutlined />,
  Position: <AppstoreOutlined />,
  Resolution: <CheckSquareOutlined />,
  'Trade Bot': <RobotOutlined />,
  'Admin Profit': <BankOutlined />,
  Reports: <BarChartOutlined />,
  'Templates & CMS': <FileTextOutlined />,
  'Site Setting': <SettingOutlined />,
  'Admin controller': <SafetyOutlined />,
};

/** A group's icon; a group only a declaration names gets a folder. */
export function groupIcon(group: MenuGroupName): ReactNode {
  return ICONS[group as MenuGroup] ?? <FolderOutlined />;
}
