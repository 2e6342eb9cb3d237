import type { LucideIcon } from 'lucide-react';
// One module per icon, so a screen's chunk carries only the icons it draws.
import Activity from 'lucide-react/icons/activity';
import BarChart from 'lucide-react/icons/chart-bar';
import Building from 'lucide-react/icons/building';
import Folder from 'lucide-react/icons/folder';
import Gauge from 'lucide-react/icons/gauge';
import KeyRound from 'lucide-react/icons/key-round';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ListChecks from 'lucide-react/icons/list-checks';
import Lock from 'lucide-react/icons/lock';
import MapIcon from 'lucide-react/icons/map';
import MapPin from 'lucide-react/icons/map-pin';
import MapPinned from 'lucide-react/icons/map-pinned';
import Network from 'lucide-react/icons/network';
import Phone from 'lucide-react/icons/phone';
import ScrollText from 'lucide-react/icons/scroll-text';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Siren from 'lucide-react/icons/siren';
import Smartphone from 'lucide-react/icons/smartphone';
import Star from 'lucide-react/icons/star';
import ToggleRight from 'lucide-react/icons/toggle-right';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import type { SidebarIcon as SidebarIconName } from '../../domain/routing/sidebar-entry';

/** The picture of each icon name a sidebar entry may carry (SPEC §2 Sidebar). */
const SIDEBAR_ICONS: Readonly<Record<SidebarIconName, LucideIcon>> = {
  video: Video,
  map: MapIcon,
  users: Users,
  'user-plus': UserPlus,
  building: Building,
  siren: Siren,
  gauge: Gauge,
  'map-pin': MapPin,
  'key-round': KeyRound,
  'map-pinned': MapPinned,
  smartphone: Smartphone,
  star: Star,
  'toggle-right': ToggleRight,
  'bar-chart': BarChart,
  network: Network,
  lock: Lock,
  'shield-check': ShieldCheck,
  activity: Activity,
  settings: Settings,
  'layout-dashboard': LayoutDashboard,
  'list-checks': ListChecks,
  folder: Folder,
  'user-check': UserCheck,
  'scroll-text': ScrollText,
  phone: Phone,
};

/** A sidebar entry's icon: decorative (the link carries the entry's name). */
export function SidebarIcon({ icon }: { readonly icon: SidebarIconName }) {
  const Icon = SIDEBAR_ICONS[icon];
  return <Icon size={18} aria-hidden="true" focusable="false" />;
}
