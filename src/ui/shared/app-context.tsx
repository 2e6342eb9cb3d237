import { createContext, useContext } from 'react';
import type { AppViewModel } from './app.view-model';

export const AppViewModelContext = createContext<AppViewModel | null>(null);

export function useAppViewModel(): AppViewModel {
  const vm = useContext(AppViewModelContext);
  if (!vm) throw new Error('useAppViewModel must be used inside <App>');
  return vm;
}
