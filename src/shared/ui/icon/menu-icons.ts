import {
  AlertOutlined, ApartmentOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BranchesOutlined, CalendarOutlined, CarOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined, ControlOutlined,
  DashboardOutlined, DatabaseOutlined, DollarOutlined, EnvironmentOutlined, ExportOutlined, FileSearchOutlined,
  FileSyncOutlined, FileTextOutlined, FolderOutlined, FormOutlined, HomeOutlined, ImportOutlined, InboxOutlined,
  LineChartOutlined, LinkOutlined, MonitorOutlined, NodeIndexOutlined, PieChartOutlined, PlayCircleOutlined,
  ProfileOutlined, ProjectOutlined, QuestionCircleOutlined, ReadOutlined, RocketOutlined, SafetyCertificateOutlined,
  ScheduleOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined, SolutionOutlined, SwapOutlined, TableOutlined,
  TagsOutlined, TeamOutlined, ToolOutlined, UnorderedListOutlined, UserOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icons that server-sent menus and products may name. A curated set, not all of @ant-design/icons: the whole set
 * would add hundreds of KB to the shell (DESIGN §9). A name outside it renders the default icon.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  AlertOutlined, ApartmentOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BranchesOutlined, CalendarOutlined, CarOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined, ControlOutlined,
  DashboardOutlined, DatabaseOutlined, DollarOutlined, EnvironmentOutlined, ExportOutlined, FileSearchOutlined,
  FileSyncOutlined, FileTextOutlined, FolderOutlined, FormOutlined, HomeOutlined, ImportOutlined, InboxOutlined,
  LineChartOutlined, LinkOutlined, MonitorOutlined, NodeIndexOutlined, PieChartOutlined, PlayCircleOutlined,
  ProfileOutlined, ProjectOutlined, QuestionCircleOutlined, ReadOutlined, RocketOutlined, SafetyCertificateOutlined,
  ScheduleOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined, SolutionOutlined, SwapOutlined, TableOutlined,
  TagsOutlined, TeamOutlined, ToolOutlined, UnorderedListOutlined, UserOutlined, WarningOutlined,
};
