import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { PlayableMedia } from '../../application/ports/playable-media.port';
import { TabLocks } from '../../application/ports/tab-locks.port';
import { TabPeers } from '../../application/ports/tab-peers.port';
import { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import { FakeAddressAutocomplete } from '../../adapters/fake/address-autocomplete.fake';
import { BuiltHistories } from '../../adapters/fake/demo-world/built-histories';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { FakeFilesGateway } from '../../adapters/fake/files-gateway.fake';
import { FakeIncidentsGateway } from '../../adapters/fake/incidents-gateway.fake';
import { FakeIncidentsRestGateway } from '../../adapters/fake/incidents-rest-gateway.fake';
import { FakeLocalNetwork } from '../../adapters/fake/local-network.fake';
import { DemoPlayableMedia } from '../../adapters/fake/playable-media.fake';
import { FakeVideoTemplatesGateway } from '../../adapters/fake/video-templates-gateway.fake';
import { FakeTabLocks } from '../../adapters/fake/tab-locks.fake';
import { FakeTabPeers } from '../../adapters/fake/tab-peers.fake';
import { pageTabPeers } from '../../adapters/real/broadcast-tab-peers.adapter';
import { pageTabLocks } from '../../adapters/real/web-tab-locks.adapter';
import { consoleLanguageIn } from './console-language';
import type { BindingContext } from './binding-context';
import { isPublicTenant } from '../../domain/tenant/tenant-id';
import { optional, port, portClass, singletonOf } from './bind';

/** Demo mode: the incidents ports answered by the demo world (one IncidentStore shared by every incidents fake). */
export function bindFakeIncidents(context: BindingContext): void {
  // Created and changed incidents are kept in session storage, so reloading the demo tab shows them again.
  // VITE_DEMO_INCIDENTS gives the public tenant a larger history (measuring the incidents section).
  const history = context.config.demoIncidents;
  singletonOf(
    context,
    IncidentStore,
    // The browser's demo reads the histories its build generated (demo-seed.browser.ts); Node generates them.
    [DemoWorld, KeyValueStorage.session, KeyValueStorage.local, optional(BuiltHistories)],
    (world, storage, local, built) =>
      new IncidentStore(
        world,
        storage,
        (tenantId) => (history > 0 && isPublicTenant(tenantId) ? history : undefined),
        // The demo world lives in the console's tab: the names it invents are in the language the console shows.
        consoleLanguageIn(local),
        built,
      ),
  );
  portClass(context, IncidentsGateway, FakeIncidentsGateway, [DemoWorld, IncidentStore, LiveHub]);
  portClass(context, IncidentsRestGateway, FakeIncidentsRestGateway, [DemoWorld, IncidentStore]);
  portClass(context, FilesGateway, FakeFilesGateway, [DemoWorld]);
  portClass(context, VideoTemplatesGateway, FakeVideoTemplatesGateway, [DemoWorld]);
  portClass(context, AddressAutocomplete, FakeAddressAutocomplete, [DemoWorld]);
  portClass(context, LocalNetwork, FakeLocalNetwork, [Clock]);
  portClass(context, PlayableMedia, DemoPlayableMedia, [DemoWorld]);
  // In a browser the demo's tabs hear each other as production's do; headless, a tab is alone unless a test links it.
  port(context, TabPeers, [], () => (typeof window !== 'undefined' ? pageTabPeers() : new FakeTabPeers()));
  port(context, TabLocks, [], () => (typeof window !== 'undefined' ? pageTabLocks() : new FakeTabLocks()));
}
