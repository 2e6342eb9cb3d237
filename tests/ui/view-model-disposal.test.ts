import { describe, expect, it } from 'vitest';
import type { ShownPush } from '../../src/application/incidents/received-pushes.flow';
import type { ConnectivityEvent } from '../../src/application/session/connectivity.flow';
import { ConnectivityViewModel } from '../../src/ui/connectivity/connectivity.view-model';
import { NetworkStatusViewModel } from '../../src/ui/connectivity/network-status.view-model';
import { OtherTabNoticeViewModel } from '../../src/ui/incident/live/panels/other-tab-notice.view-model';
import { PushToastsModel } from '../../src/ui/shared/push/push-toasts.model';
import { TenantSettingsModel } from '../../src/ui/shared/tenant-settings.model';

/**
 * View models hold their subscriptions and timers in a DisposableStore: dispose() releases each, and a start after a
 * dispose (React strict mode) holds each once again, never twice.
 */
class Listeners<L> {
  readonly listeners = new Set<L>();
  released = 0;

  add(listener: L): () => void {
    this.listeners.add(listener);
    return () => {
      if (this.listeners.delete(listener)) this.released++;
    };
  }

  get held(): number {
    return this.listeners.size;
  }
}

describe('view models release what they hold', () => {
  it("the connectivity banner: its subscription and the 'Back to online' timer", () => {
    const events = new Listeners<(event: ConnectivityEvent) => void>();
    let pending: (() => void) | null = null;
    const vm = new ConnectivityViewModel({
      connectivity: { start: () => {}, isOnline: () => true, onEvent: (listener) => events.add(listener) },
      hide: { schedule: (_ms, action) => void (pending = action), cancel: () => void (pending = null) },
    });
    vm.start();
    vm.dispose();
    vm.start();
    expect(events.held).toBe(1);
    for (const listener of events.listeners) listener('back-online');
    expect(vm.banner).toBe('back-online');
    expect(pending).not.toBeNull();

    vm.dispose();
    expect(events.held).toBe(0);
    expect(events.released).toBe(2);
    expect(pending).toBeNull();
  });

  it("the network widget: the socket's state subscription", () => {
    const changes = new Listeners<(state: 'CONNECTED') => void>();
    const vm = new NetworkStatusViewModel({
      realtime: { widgetState: 'CONNECTED', onWidgetStateChange: (listener) => changes.add(listener) },
    });
    vm.start();
    vm.start();
    expect(changes.held).toBe(1);
    vm.dispose();
    expect(changes.held).toBe(0);
  });

  it("the other-tab notice: the tab's editing mark and the tabs' change subscription", () => {
    const marks = new Listeners<string>();
    const changes = new Listeners<() => void>();
    const vm = new OtherTabNoticeViewModel(
      {
        tabs: {
          editing: (incidentId) => marks.add(incidentId),
          editedElsewhere: () => false,
          onChange: (listener) => changes.add(listener),
        },
      },
      { incidentId: 'inc-1' },
    );
    vm.start();
    expect([marks.held, changes.held]).toEqual([1, 1]);
    vm.dispose();
    expect([marks.held, changes.held]).toEqual([0, 0]);
    expect([marks.released, changes.released]).toEqual([1, 1]);
  });

  it("the pushes' toasts: the flow's change subscription, and the flow itself", () => {
    const changes = new Listeners<(shown: readonly ShownPush[]) => void>();
    let flowDisposed = 0;
    const model = new PushToastsModel({
      start: () => {},
      shown: () => [],
      onChange: (listener) => changes.add(listener),
      close: () => {},
      pause: () => {},
      resume: () => {},
      dispose: () => void flowDisposed++,
    });
    model.start();
    model.start();
    expect(changes.held).toBe(1);
    model.dispose();
    expect(changes.held).toBe(0);
    expect(flowDisposed).toBe(1);
  });

  it("the tenant's settings: the settings' change subscription", () => {
    const changes = new Listeners<() => void>();
    const model = new TenantSettingsModel({ settings: () => null, onSettingsChange: (listener) => changes.add(listener) });
    model.start();
    model.start();
    expect(changes.held).toBe(1);
    model.dispose();
    expect(changes.held).toBe(0);
    model.start();
    expect(changes.held).toBe(1);
  });
});
