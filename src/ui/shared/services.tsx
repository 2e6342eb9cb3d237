import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LaunchSecrets } from './launch-secrets';
import type { UiConfig } from './ui-config';

/**
 * What the view-model factories may ask of the composition root: a use case, flow, facade or store by its class (typed
 * by it; never a port, whose tokens are symbols), and the configuration. The container satisfies this shape; views
 * never see the container, the adapters or inversify.
 */
export interface Services {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor, whatever its parameters
  get<T>(token: abstract new (...args: any[]) => T): T;
  /**
   * Resolves when every service can be had: the composition loads what only signed-in screens use after the login
   * route is shown. Screens past login wait for it before they ask for those services.
   */
  ready(): Promise<void>;
  /**
   * Resolves when the admin sections' services, and the given section's own, can be had too (it waits for ready()):
   * they load with the first section opened (a section's own with that section), so the live page does not carry them.
   * A section waits for it before it asks for them.
   */
  sectionsReady(section: string): Promise<void>;
  /**
   * Resolves when the incident pages' services (the live session, messaging, chat) can be had too (it waits for
   * ready()): they load with the first incident page, so an admin section does not carry them.
   */
  incidentPagesReady(): Promise<void>;
  /**
   * Starts downloading what ready() will load, without loading it into the services (a sign-in being sent: its calls'
   * time is spent fetching that code rather than after them). Absent where nothing is loaded later (tests).
   */
  readonly prefetchSignedIn?: () => void;
  readonly config: UiConfig;
  /** The secrets the page's address arrived with, held in memory (absent where pages open with none: tests). */
  readonly launch?: LaunchSecrets;
  /**
   * The trainer's screens (`#/training/*`), offered by the demo's composition only: it loads their chunk and their
   * services on first use. Production has none, so its build carries no training code.
   */
  readonly training?: TrainingLoader;
}

/** Loads the training screens and their services; resolves to the component routing `/training/*` (nested). */
export type TrainingLoader = () => Promise<ComponentType>;

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The composition root's services, for the view-model factories (useViewModel) and the wait for them. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
