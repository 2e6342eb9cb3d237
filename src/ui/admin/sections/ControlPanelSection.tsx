/** SPEC §2 the sidebar's control-panel entry is the dashboard: the same section under its own key (its own chunk). */
export { default } from './dashboard/DashboardSection';
