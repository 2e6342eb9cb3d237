import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { PlayableMedia } from '../../application/ports/playable-media.port';
import { TabLocks } from '../../application/ports/tab-locks.port';
import { TabPeers } from '../../application/ports/tab-peers.port';
import { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import { BrowserLocalNetwork } from '../../adapters/real/local-network.browser.adapter';
import { BrowserPlayableMedia } from '../../adapters/real/playable-media.browser.adapter';
import { pageTabPeers } from '../../adapters/real/broadcast-tab-peers.adapter';
import { pageTabLocks } from '../../adapters/real/web-tab-locks.adapter';
import type { BindingContext } from './binding-context';
import { port, portClass } from './bind';
import { backendPort } from './edge-guard.real';
import { httpPortOnFirstCall, onFirstCall, unreachable } from './http-port';
import { originRequest } from './foundation.real';

/**
 * Production: the incidents ports over the platform's backend, each adapter loaded with its first call (an
 * administration section that calls none does not carry them). Incidents over GraphQL (config.graphqlUrl; Apollo is
 * imported on the first call), the REST calls on the shared HTTP client, the operator's local addresses from WebRTC,
 * and address autocomplete from Google Places when VITE_GOOGLE_MAPS_API_KEY is set (otherwise no suggestions: the
 * operator types the address).
 */
export function bindRealIncidents(context: BindingContext): void {
  const { config } = context;
  backendPort(context, IncidentsGateway, [KeyValueStorage.local], (storage) =>
    onFirstCall(() =>
      import('../../adapters/real/incidents-graphql.adapter').then(
        ({ ApolloIncidentsGraphql }) => new ApolloIncidentsGraphql({ url: config.graphqlUrl, storage, originRequest }),
        unreachable,
      ),
    ),
  );
  httpPortOnFirstCall(context, IncidentsRestGateway, () =>
    import('../../adapters/real/incidents-rest.axios.adapter').then((m) => m.AxiosIncidentsRest),
  );
  httpPortOnFirstCall(context, FilesGateway, () => import('../../adapters/real/files.axios.adapter').then((m) => m.AxiosFilesGateway));
  httpPortOnFirstCall(context, VideoTemplatesGateway, () =>
    import('../../adapters/real/video-templates.axios.adapter').then((m) => m.AxiosVideoTemplates),
  );
  port(context, AddressAutocomplete, [], () =>
    onFirstCall(() =>
      import('../../adapters/real/address-autocomplete.google.adapter').then(
        ({ browserMapsHost, GooglePlacesAutocomplete, NoAddressAutocomplete }) =>
          config.googleMapsApiKey
            ? new GooglePlacesAutocomplete(config.googleMapsApiKey, browserMapsHost(window))
            : new NoAddressAutocomplete(),
      ),
    ),
  );
  portClass(context, LocalNetwork, BrowserLocalNetwork, [Clock]);
  portClass(context, PlayableMedia, BrowserPlayableMedia, []);
  port(context, TabPeers, [], () => pageTabPeers());
  port(context, TabLocks, [], () => pageTabLocks());
}
