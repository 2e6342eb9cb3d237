import { useEffect, useState } from 'react';
import { useServices, type Services } from '../app/services';

/**
 * A view model's life: made once per mounted component, started when the component mounts and disposed
 * when it unmounts. A view model starts its timers and subscriptions in start(), never in its constructor,
 * and may be started again after dispose() (React's strict mode mounts twice).
 */
export interface ViewModel {
  start?(): void;
  dispose(): void;
}

/** To start over with new parameters, give the component a new React `key`. */
export function useViewModel<VM extends ViewModel>(factory: (services: Services) => VM): VM {
  const services = useServices();
  const [vm] = useState(() => factory(services));
  useEffect(() => {
    vm.start?.();
    return () => vm.dispose();
  }, [vm]);
  return vm;
}
