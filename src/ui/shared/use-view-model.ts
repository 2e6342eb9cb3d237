import { useEffect, useState } from 'react';
import { useServices, type Services } from './services';

/**
 * A view model's life: made once per mounted component, started when the component mounts and disposed
 * when it unmounts. A view model starts its timers and subscriptions in start(), never in its constructor,
 * and may be started again after dispose() (React's strict mode mounts twice).
 */
export interface ViewModel {
  start?(): void;
  dispose(): void;
}

/**
 * A view model's factory, written beside it: the only place that asks the composition for use cases and flows.
 * `params` are what the component knows (route values, callbacks into React).
 */
export type ViewModelFactory<P, VM extends ViewModel> = (services: Services, params: P) => VM;

/** To start over with new parameters, give the component a new React `key`. */
export function useViewModel<P, VM extends ViewModel>(create: ViewModelFactory<P, VM>, params: P): VM {
  const services = useServices();
  const [vm] = useState(() => create(services, params));
  useEffect(() => {
    vm.start?.();
    return () => vm.dispose();
  }, [vm]);
  return vm;
}
