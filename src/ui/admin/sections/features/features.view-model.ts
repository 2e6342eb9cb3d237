import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { isKnownFeature, type Feature } from '../../../../domain/admin/features';
import { recordIdOf } from '../../../../domain/admin/admin-resource';
import { FEATURES } from '../../../../domain/admin/resources/features';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { failureMessage } from '../../resource/admin-messages';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { wholeListSource } from '../../resource/whole-list-source';
import { humanisedCode } from '../../../shared/code-words';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The switches in the server's order (no sort), found by key, name or description. */
export const FEATURES_SECTION: SectionDescriptor<Feature> = {
  spec: FEATURES.list,
  idOf: (f) => recordIdOf(FEATURES, f),
  nameOf: (f) => f.key,
};

export interface FeaturesDeps extends Omit<ResourceListDeps<Feature>, 'source'> {
  /** The declared resource's facade (`ResourceFacades.of(FEATURES)`): the switches read whole, and the `set` verb. */
  readonly features: Pick<FacadeOf<typeof FEATURES>, 'all' | 'act'>;
  /** A feature's name as the reader sees it (its words for a known key). */
  readonly nameOf: (feature: Feature) => string;
}

/**
 * The features section: the tenant's switches, each with its description. A switch saves at once; the toast says what
 * changed and offers Undo (the same call back), and a failed save leaves the switch as it was and says why.
 */
export class FeaturesViewModel {
  /** The switch being saved (its key), while its call runs. */
  saving: string | null = null;
  /** The switches, as the route's query filters them. */
  readonly list: ResourceListViewModel<Feature>;

  constructor(
    private readonly deps: FeaturesDeps,
    params: SectionParams,
  ) {
    const source = wholeListSource(() => deps.features.all({}), {
      ...FEATURES.fields,
      text: (f) => `${FEATURES.fields.text(f)} ${deps.nameOf(f)}`,
    });
    this.list = sectionList({ ...deps, source }, params, FEATURES_SECTION);
    makeObservableExcept(this, ['deps', 'list']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** Switches a feature to `enabled` now; the toast's Undo switches it back the same way. */
  async toggle(feature: Feature, enabled: boolean): Promise<void> {
    if (this.saving !== null || feature.enabled === enabled) return;
    this.saving = feature.key;
    const saved = await this.deps.features.act('set', feature, { enabled });
    runInAction(() => (this.saving = null));
    const name = this.deps.nameOf(feature);
    if (!saved.ok) {
      // A switch's body is always a boolean and the verb refuses no switch: the call's failure is what there is to say.
      const failure = saved.error;
      const detail = failure.kind === 'invalid' || failure.kind === 'refused' ? {} : { detail: failureMessage(failure) };
      this.deps.notify({ kind: 'error', key: 'admin.features.save_failed', values: { name }, ...detail });
      return;
    }
    await this.list.load({ quiet: true });
    this.deps.notify({
      kind: 'success',
      key: enabled ? 'admin.features.turned_on' : 'admin.features.turned_off',
      values: { name },
      action: { label: { key: 'admin.features.undo' }, run: () => void this.toggle(saved.value, !enabled) },
    });
  }
}

export function createFeaturesViewModel(services: Services, params: AdminSectionParams): FeaturesViewModel {
  return new FeaturesViewModel(
    {
      features: services.get(ResourceFacades).of(FEATURES),
      nameOf: (f) => featureName(f, params.translate),
      ...adminListDeps(services, params.notify),
    },
    params,
  );
}

/** A feature's name: the console's words for a known key, else the key read as a phrase (never the raw key). */
export function featureName(feature: Feature, translate: (key: string) => string): string {
  return isKnownFeature(feature.key) ? translate(`admin.features.known.${feature.key}.name`) : humanisedCode(feature.key);
}

/** What a feature does: the console's words for a known key, else the server's description. */
export function featureDescription(feature: Feature, translate: (key: string) => string): string {
  return isKnownFeature(feature.key) ? translate(`admin.features.known.${feature.key}.description`) : feature.description;
}
