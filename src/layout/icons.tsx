import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  FundOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from '../../resources/types';

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

export function groupIcon(group: MenuGroup): ReactNode {
  return ICONS[group];
}
