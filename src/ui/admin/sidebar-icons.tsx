import type { LucideIcon } from 'lucide-react';
// One module per icon, so a screen's chunk carries only the icons it draws.
import Activity from 'lucide-react/icons/activity';
import BarChart from 'lucide-react/icons/chart-bar';
import Building from 'lucide-react/icons/building';
import Circle from 'lucide-react/icons/circle';
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
import { INCIDENT_LIVE_SEGMENT } from '../../domain/routing/routes';

/** The icon of each sidebar entry (SPEC §2 Sidebar), by entry key; an entry without one gets a plain dot. */
const SIDEBAR_ICONS: Readonly<Record<string, LucideIcon>> = {
  [INCIDENT_LIVE_SEGMENT]: Video,
  'incidents-map': MapIcon,
  users: Users,
  'new-users-register': UserPlus,
  tenants: Building,
  incidents: Siren,
  'speed-tests': Gauge,
  'places-of-interest': MapPin,
  'auth-data': KeyRound,
  'allowed-places': MapPinned,
  'allowed-devices': Smartphone,
  'rates-app': Star,
  features: ToggleRight,
  reports: BarChart,
  'ips-admin': Network,
  permissions: Lock,
  roles: ShieldCheck,
  argos: Activity,
  settings: Settings,
  'control-panel': LayoutDashboard,
  'predefined-description': ListChecks,
  files: Folder,
  'logged-users': UserCheck,
  logs: ScrollText,
};

/** A sidebar entry's icon: decorative (the link carries the entry's name). */
export function SidebarIcon({ entryKey }: { readonly entryKey: string }) {
  const Icon = SIDEBAR_ICONS[entryKey] ?? Circle;
  return <Icon size={18} aria-hidden="true" focusable="false" />;
}
