import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the views may ask of the composition root: a use case or service by its token. The container
 * satisfies this shape; views never see the container, the adapters or inversify.
 */
export interface Services {
  get<T>(token: symbol | (abstract new (...args: never[]) => T)): T;
  /**
   * Resolves when every service can be had: the composition loads what only signed-in screens use after the login
   * route is shown. Screens past login wait for it before they ask for those services.
   */
  ready(): Promise<void>;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
