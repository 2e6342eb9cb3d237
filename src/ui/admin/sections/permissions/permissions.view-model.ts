import { runInAction } from 'mobx';
import { RolesFacade } from '../../../../application/admin/roles.facade';
import type { CallFailure } from '../../../../application/shared/failure';
import { KNOWN_PERMISSION_NAMES, NAME_TEXT_RULES, validatePermissionName } from '../../../../domain/admin/admin-validation';
import type { ListQuerySpec } from '../../../../domain/admin/list-query';
import type { Permission } from '../../../../domain/admin/admin-entities';
import type { EntityId } from '../../../../domain/incident/incident';
import { EDIT_HISTORY_PERMISSION, VIDEO_HISTORY_PERMISSION } from '../../../../domain/permissions/permissions';
import { SIDEBAR_ENTRIES } from '../../../../domain/routing/sidebar';
import { ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { Notice } from '../../../../domain/shared/notice';
import { fieldErrorsOf, ResourceFormModel } from '../../resource/resource-form.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionParams } from '../../resource/resource-section';
import { wholeListSource } from '../../resource/whole-list-source';
import { humanisedCode } from '../../../shared/code-words';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** A permission of the tenant's list, with its id and name (SPEC §3: only those are shown). */
export interface PermissionRow {
  readonly id: EntityId;
  readonly name: string;
}

export type PermissionKind = 'entry' | 'control' | 'other';

/** What a permission's name grants: a sidebar entry (its label), a control permission, or nothing the console knows. */
export function permissionMeaning(name: string): { readonly kind: PermissionKind; readonly labelKey: string } {
  if (name === VIDEO_HISTORY_PERMISSION) return { kind: 'control', labelKey: 'admin.permissions.controls.video_history' };
  if (name === EDIT_HISTORY_PERMISSION) return { kind: 'control', labelKey: 'admin.permissions.controls.edit_history' };
  const entry = SIDEBAR_ENTRIES.find((e) => e.permissionNames.includes(name));
  return entry ? { kind: 'entry', labelKey: entry.labelKey } : { kind: 'other', labelKey: 'admin.permissions.grants_nothing' };
}

/**
 * A permission as a reader names it: the sidebar entry or the control it grants, in the console's words; a name that
 * grants nothing the console knows, read as a phrase (never the raw key).
 */
export function permissionWords(name: string, translate: (key: string) => string): string {
  const meaning = permissionMeaning(name);
  return meaning.kind === 'other' ? humanisedCode(name) : translate(meaning.labelKey);
}

/** What kind of thing a permission grants, in words (a sidebar entry, a control permission, nothing). */
export function permissionKindWords(name: string, translate: (key: string) => string): string {
  return translate(`admin.permissions.kinds.${permissionMeaning(name).kind}`);
}

/** The tenant's permissions with an id and a name (a record missing either cannot be linked to a role). */
export async function permissionRows(
  load: () => Promise<Result<readonly Permission[], CallFailure>>,
): Promise<Result<PermissionRow[], CallFailure>> {
  const all = await load();
  if (!all.ok) return all;
  return ok(
    all.value.flatMap((p) =>
      p.id !== null && p.id !== undefined && typeof p.name === 'string' && p.name !== '' ? [{ id: p.id, name: p.name }] : [],
    ),
  );
}

/** The permissions list: by name; filtered by what a permission grants (kind). */
export const PERMISSIONS_LIST: ListQuerySpec = { sortable: ['name'], filters: ['kind'], defaultSort: { field: 'name', order: 'asc' } };

export interface PermissionsDeps extends Omit<ResourceListDeps<PermissionRow>, 'source'> {
  readonly roles: Pick<RolesFacade, 'listPermissions' | 'createPermission'>;
}

export type PermissionsParams = SectionParams;

export interface PermissionFormValues {
  readonly name: string;
}

/**
 * The permissions section (SPEC §6, §7 GET and POST /api/permission): the tenant's permission list, searched by name
 * and by what each grants, and a form creating one. A name must be a sidebar entry key or a control permission and new
 * to the tenant; the form offers the ones still missing.
 */
export class PermissionsViewModel {
  readonly list: ResourceListViewModel<PermissionRow>;
  /** The names on the tenant's list, as last loaded. */
  names: readonly string[] = [];
  form: ResourceFormModel<PermissionFormValues, Permission> | null = null;

  constructor(
    private readonly deps: PermissionsDeps,
    private readonly params: PermissionsParams,
  ) {
    const meaning = (p: PermissionRow) => params.translate(permissionMeaning(p.name).labelKey);
    const source = wholeListSource(() => this.load(), {
      text: (p) => `${p.name} ${permissionWords(p.name, params.translate)} ${meaning(p)}`,
      sortValue: (p) => permissionWords(p.name, params.translate),
      matches: (p, filter, value) => filter !== 'kind' || permissionMeaning(p.name).kind === value,
    });
    this.list = sectionList({ ...deps, source }, params, {
      key: 'permissions',
      spec: PERMISSIONS_LIST,
      nameOf: (p) => permissionWords(p.name, params.translate),
      // The file reads as the screen does: each permission by its words, what it grants by its kind.
      csv: {
        columns: ['name', 'grants'],
        row: (p, translate) => [permissionWords(p.name, translate), permissionKindWords(p.name, translate)],
      },
    });
    makeObservableExcept(this, ['deps', 'params', 'list']);
  }

  /** The list is all this section runs. */
  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  private async load(): Promise<Result<PermissionRow[], CallFailure>> {
    const rows = await permissionRows(() => this.deps.roles.listPermissions());
    if (rows.ok) runInAction(() => (this.names = rows.value.map((p) => p.name)));
    return rows;
  }

  /** The names a new permission may take: the known ones the tenant's list lacks. */
  get suggestions(): readonly string[] {
    return KNOWN_PERMISSION_NAMES.filter((name) => !this.names.includes(name));
  }

  openCreate(): void {
    this.form = new ResourceFormModel<PermissionFormValues, Permission>({
      initial: { name: '' },
      validate: (values) => fieldErrorsOf(validatePermissionName(values.name, this.names)),
      textRules: NAME_TEXT_RULES,
      save: async (values) => fieldErrorsOf(await this.deps.roles.createPermission(values.name)),
      onSaved: (permission) => {
        this.form = null;
        this.list.changed({
          kind: 'success',
          key: 'admin.permissions.created',
          values: { name: permissionWords(permission.name ?? '', this.params.translate) },
        });
      },
      onClosed: () => (this.form = null),
    });
  }
}

export function createPermissionsViewModel(
  services: Services,
  params: PermissionsParams & { readonly notify: (toast: Notice) => void },
): PermissionsViewModel {
  return new PermissionsViewModel({ ...adminListDeps(services, params.notify), roles: services.get(RolesFacade) }, params);
}
