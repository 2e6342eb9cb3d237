import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import { browserMapsHost, GooglePlacesAutocomplete, NoAddressAutocomplete } from '../../adapters/real/address-autocomplete.google.adapter';
import { AxiosFilesGateway } from '../../adapters/real/files.axios.adapter';
import { ApolloIncidentsGraphql } from '../../adapters/real/incidents-graphql.adapter';
import { AxiosIncidentsRest } from '../../adapters/real/incidents-rest.axios.adapter';
import { BrowserLocalNetwork } from '../../adapters/real/local-network.browser.adapter';
import { AxiosPredefinedDescriptions } from '../../adapters/real/predefined-descriptions.axios.adapter';
import { AxiosVideoTemplates } from '../../adapters/real/video-templates.axios.adapter';
import type { BindingContext } from './binding-context';
import { HttpClient, originRequest } from './foundation.real';

/** The page's origin and current route (SPEC §7 x-origin-request), as the REST client sends it. */

/**
 * Production: the incidents ports over the platform's backend. Incidents over GraphQL (config.graphqlUrl; Apollo is
 * imported on the first call), the REST calls on the shared HTTP client, the operator's local addresses from WebRTC,
 * and address autocomplete from Google Places when VITE_GOOGLE_MAPS_API_KEY is set (otherwise no suggestions: the
 * operator types the address).
 */
export function bindRealIncidents({ bind, config }: BindingContext): void {
  bind(IncidentsGateway)
    .toResolvedValue(
      (storage: KeyValueStorage) => new ApolloIncidentsGraphql({ url: config.graphqlUrl, storage, originRequest }),
      [KeyValueStorage.local],
    )
    .inSingletonScope();
  bind(IncidentsRestGateway)
    .toResolvedValue((http: HttpClient) => new AxiosIncidentsRest(http), [HttpClient])
    .inSingletonScope();
  bind(FilesGateway)
    .toResolvedValue((http: HttpClient) => new AxiosFilesGateway(http), [HttpClient])
    .inSingletonScope();
  bind(VideoTemplatesGateway)
    .toResolvedValue((http: HttpClient) => new AxiosVideoTemplates(http), [HttpClient])
    .inSingletonScope();
  bind(PredefinedDescriptionsGateway)
    .toResolvedValue((http: HttpClient) => new AxiosPredefinedDescriptions(http), [HttpClient])
    .inSingletonScope();
  bind(AddressAutocomplete)
    .toResolvedValue(
      () =>
        config.googleMapsApiKey
          ? new GooglePlacesAutocomplete(config.googleMapsApiKey, browserMapsHost(window))
          : new NoAddressAutocomplete(),
      [],
    )
    .inSingletonScope();
  bind(LocalNetwork)
    .toResolvedValue((clock: Clock) => new BrowserLocalNetwork(clock), [Clock])
    .inSingletonScope();
}
