import { createContext, useContext } from 'react';
import type { AdminLayoutViewModel } from './admin-layout.view-model';

/** Lets a section reach the layout (e.g. argos reports its view mode for the navbar's add-incident button). */
export const AdminShellContext = createContext<AdminLayoutViewModel | null>(null);

export function useAdminShell(): AdminLayoutViewModel | null {
  return useContext(AdminShellContext);
}
