import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { predefinedDescriptionSchema } from '../../../../domain/admin/catalogue-schemas';
import { formTextRules, validateForm } from '../../../../domain/admin/form-validation';
import type { ListFields } from '../../../../domain/admin/list-query';
import type { PredefinedDescription } from '../../../../domain/admin/admin-entities';
import { PREDEFINED_DESCRIPTION } from '../../../../domain/admin/resources/predefined-description';
import { descriptionChoices, type DescriptionChoice } from '../../../../domain/incident/predefined-description';
import { ok } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { FormSlot } from '../../resource/form-slot.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import type { SectionDescriptor, SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import type { DeclaredFields } from '../../resource/declared-fields';
import { removableSectionList } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The form's values: the label (descriptionOption) and the text it puts in an incident's description. */
export interface DescriptionValues {
  readonly descriptionOption: string;
  readonly description: string;
}

/** The form's fields: the label, then the text. */
export const DESCRIPTION_FIELDS: DeclaredFields<DescriptionValues> = [
  { field: 'descriptionOption', required: true, hint: true },
  { field: 'description', required: true },
];

const CHOICE_FIELDS: ListFields<DescriptionChoice> = {
  text: (c) => `${c.label} ${c.description}`,
  sortValue: (c, field) => (field === 'description' ? c.description : c.label),
};

export const DESCRIPTIONS_SECTION: SectionDescriptor<DescriptionChoice> = {
  spec: { sortable: ['label', 'description'], filters: [], defaultSort: { field: 'label', order: 'asc' } },
  idOf: (c) => c.id,
  nameOf: (c) => c.label,
};

export interface PredefinedDescriptionsDeps extends Omit<ResourceListDeps<DescriptionChoice>, 'source'> {
  readonly descriptions: Pick<FacadeOf<typeof PREDEFINED_DESCRIPTION>, 'all' | 'create' | 'update' | 'remove'>;
}

/**
 * The predefined-description section (SPEC §7 /predefined-description): the tenant's quick choices, a label and the
 * text it puts in an incident's description; create, edit, delete after a confirmation. A saved change reaches the
 * live page's quick choices at once (the facade announces it).
 */
export class PredefinedDescriptionsViewModel {
  readonly editor = new FormSlot<DescriptionValues, PredefinedDescription>((toast) => this.list.changed(toast));
  readonly list: ResourceListViewModel<DescriptionChoice>;

  constructor(
    private readonly deps: PredefinedDescriptionsDeps,
    params: SectionParams,
  ) {
    const calls = {
      list: async () => {
        const all = await deps.descriptions.all({});
        return all.ok ? ok(descriptionChoices(all.value)) : all;
      },
      remove: (id: string | number) => deps.descriptions.remove(id),
    };
    this.list = removableSectionList(deps, params, calls, CHOICE_FIELDS, DESCRIPTIONS_SECTION);
    makeObservableExcept(this, ['deps', 'list', 'editor']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** The form for a new description (null) or for editing one. */
  openForm(choice: DescriptionChoice | null): void {
    const { descriptions } = this.deps;
    this.editor.open(choice && { id: choice.id, description: choice.description, descriptionOption: choice.label }, {
      initial: { descriptionOption: choice?.label ?? '', description: choice?.description ?? '' },
      validate: (values) => validateForm(predefinedDescriptionSchema, values),
      textRules: formTextRules(predefinedDescriptionSchema),
      save: (values) => (choice ? descriptions.update(choice.id, values) : descriptions.create(values)),
      savedMessage: (saved) => ({
        key: choice ? 'admin.predefined-description.updated' : 'admin.predefined-description.created',
        values: { name: saved.descriptionOption ?? '' },
      }),
    });
  }
}

export function createPredefinedDescriptionsViewModel(services: Services, params: AdminSectionParams): PredefinedDescriptionsViewModel {
  return new PredefinedDescriptionsViewModel(
    { descriptions: services.get(ResourceFacades).of(PREDEFINED_DESCRIPTION), ...adminListDeps(services, params.notify) },
    params,
  );
}
