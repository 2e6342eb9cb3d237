import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { ARGOS_STATUSES, isKnownArgosKind, type ArgosRecord } from '../../../../domain/admin/argos';
import { ARGOS } from '../../../../domain/admin/resources/argos';
import { routeLink } from '../../../../domain/routing/routes';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { humanisedCode } from '../../../shared/code-words';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { DisposableStore } from '../../../../application/shared/disposable-store';

export { ARGOS_STATUSES };

export const argosName = (record: ArgosRecord): string => record.code || String(record.id);

/** What raised an event, in words: the console's words for a known kind, else the kind's name as a phrase. */
export function argosKindWords(kind: string, translate: (key: string) => string): string {
  return isKnownArgosKind(kind) ? translate(`admin.argos.kinds.${kind}`) : humanisedCode(kind);
}

/** The Argos list: newest first, sorted by time, reference or event; filtered by status; exported as CSV. */
export const ARGOS_SECTION: SectionDescriptor<ArgosRecord> = {
  key: ARGOS.key,
  spec: ARGOS.list,
  nameOf: argosName,
  csv: {
    columns: ['code', 'kind', 'description', 'address', 'at', 'status'],
    dates: ['at'],
    row: (r, translate) => [
      r.code,
      argosKindWords(r.kind, translate),
      r.description,
      r.address,
      r.at,
      translate(`admin.argos.status.${r.status}`),
    ],
  },
};

/** What the section tells the layout (SPEC §2 Navbar): its view mode, and that add-incident makes an incident of the selection. */
export interface ArgosShell {
  setArgosViewMode(mode: 'list' | 'detail'): void;
  offerAddIncident(handler: () => void): () => void;
}

export interface ArgosDeps extends Omit<ResourceListDeps<ArgosRecord>, 'source'> {
  readonly argos: Pick<FacadeOf<typeof ARGOS>, 'list' | 'act'>;
}

/**
 * The argos section: the events the Argos integration raised. One is selected (its row's Select) and, when the tenant
 * allows incidents from Argos (the navbar shows add-incident then), add-incident makes an incident of it and opens
 * that incident. A record's details show in place of the list (the navbar's view mode 'detail': add-incident disabled).
 */
export class ArgosViewModel {
  readonly list: ResourceListViewModel<ArgosRecord>;
  selected: ArgosRecord | null = null;
  detail: ArgosRecord | null = null;
  creating = false;
  private shell: ArgosShell | null = null;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: ArgosDeps,
    private readonly params: SectionParams,
  ) {
    this.list = sectionList({ ...deps, source: deps.argos }, params, ARGOS_SECTION);
    makeObservableExcept(this, ['list', 'deps', 'params', 'shell', 'disposables']);
  }

  /** The layout the section reports to (null outside one, in tests of the list alone). */
  attach(shell: ArgosShell | null): void {
    this.shell = shell;
  }

  start(): void {
    this.list.start();
    const release = this.shell?.offerAddIncident(() => void this.createIncident());
    if (release) this.disposables.add(release);
  }

  dispose(): void {
    this.list.dispose();
    this.disposables.clear();
  }

  isSelected(record: ArgosRecord): boolean {
    return this.selected !== null && String(this.selected.id) === String(record.id);
  }

  toggleSelected(record: ArgosRecord): void {
    this.selected = this.isSelected(record) ? null : record;
  }

  showDetail(record: ArgosRecord): void {
    this.detail = record;
    this.shell?.setArgosViewMode('detail');
  }

  closeDetail(): void {
    this.detail = null;
    this.shell?.setArgosViewMode('list');
  }

  openIncident(record: ArgosRecord): void {
    if (record.incidentId !== null) this.deps.navigate(this.incidentRoute(record.incidentId));
  }

  /** Add-incident: an incident made of the selected record, then its page; a record that has one opens it. */
  async createIncident(): Promise<void> {
    const record = this.selected;
    if (this.creating) return;
    // Nothing selected: the button does what it does on any route, a new incident in create mode.
    if (!record) return this.deps.navigate(routeLink({ name: 'incident-create', tenant: this.tenant }));
    this.creating = true;
    const made = await this.deps.argos.act('createIncident', record);
    runInAction(() => {
      this.creating = false;
    });
    const name = argosName(record);
    if (!made.ok && made.error.kind === 'refused') {
      this.deps.notify({ kind: 'error', key: 'admin.argos.already', values: { name } });
      this.openIncident(record);
      return;
    }
    if (!made.ok) return this.deps.notify({ kind: 'error', key: 'admin.argos.create_failed', values: { name } });
    this.deps.notify({ kind: 'success', key: 'admin.argos.created', values: { name } });
    this.deps.navigate(this.incidentRoute(made.value.incidentId));
  }

  private get tenant(): string {
    return 'tenant' in this.params.route ? (this.params.route.tenant ?? '') : '';
  }

  private incidentRoute(id: ArgosRecord['incidentId'] & {}): string {
    return routeLink({ name: 'incident-view', tenant: this.tenant, id: String(id) });
  }
}

export function createArgosViewModel(services: Services, params: AdminSectionParams): ArgosViewModel {
  return new ArgosViewModel({ argos: services.get(ResourceFacades).of(ARGOS), ...adminListDeps(services, params.notify) }, params);
}
