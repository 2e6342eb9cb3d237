import { createContext } from 'react';

/** Which renderer draws the console's maps (the deployment's configuration, handed down by the app). */
export interface MapSettings {
  /** With a key, Google Maps. */
  readonly googleMapsApiKey: string;
  /** Without one, the MapLibre street map of this style; '' draws the offline map only. */
  readonly mapStyleUrl: string;
}

/** Without a provider (a screen tested alone) the maps draw offline: no key, no street map, no network. */
export const MapSettingsContext = createContext<MapSettings>({ googleMapsApiKey: '', mapStyleUrl: '' });
