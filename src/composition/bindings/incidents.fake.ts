import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import { FakeAddressAutocomplete } from '../../adapters/fake/address-autocomplete.fake';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { FakeFilesGateway } from '../../adapters/fake/files-gateway.fake';
import { FakeIncidentsGateway } from '../../adapters/fake/incidents-gateway.fake';
import { FakeIncidentsRestGateway } from '../../adapters/fake/incidents-rest-gateway.fake';
import { FakeLocalNetwork } from '../../adapters/fake/local-network.fake';
import { FakePredefinedDescriptionsGateway } from '../../adapters/fake/predefined-descriptions-gateway.fake';
import { FakeVideoTemplatesGateway } from '../../adapters/fake/video-templates-gateway.fake';
import type { BindingContext } from './binding-context';

/** Demo mode: the incidents ports answered by the demo world (one IncidentStore shared by every incidents fake). */
export function bindFakeIncidents({ bind }: BindingContext): void {
  // Created and changed incidents are kept in session storage, so reloading the demo tab shows them again.
  bind(IncidentStore)
    .toResolvedValue((w: DemoWorld, session: KeyValueStorage) => new IncidentStore(w, session), [DemoWorld, KeyValueStorage.session])
    .inSingletonScope();
  bind(IncidentsGateway)
    .toResolvedValue((w: DemoWorld, s: IncidentStore) => new FakeIncidentsGateway(w, s), [DemoWorld, IncidentStore])
    .inSingletonScope();
  bind(IncidentsRestGateway)
    .toResolvedValue((w: DemoWorld, s: IncidentStore) => new FakeIncidentsRestGateway(w, s), [DemoWorld, IncidentStore])
    .inSingletonScope();
  bind(FilesGateway)
    .toResolvedValue((w: DemoWorld) => new FakeFilesGateway(w), [DemoWorld])
    .inSingletonScope();
  bind(VideoTemplatesGateway)
    .toResolvedValue((w: DemoWorld) => new FakeVideoTemplatesGateway(w), [DemoWorld])
    .inSingletonScope();
  bind(PredefinedDescriptionsGateway)
    .toResolvedValue((w: DemoWorld) => new FakePredefinedDescriptionsGateway(w), [DemoWorld])
    .inSingletonScope();
  bind(AddressAutocomplete)
    .toResolvedValue((w: DemoWorld) => new FakeAddressAutocomplete(w), [DemoWorld])
    .inSingletonScope();
  bind(LocalNetwork)
    .toResolvedValue((clock: Clock) => new FakeLocalNetwork(clock), [Clock])
    .inSingletonScope();
}
