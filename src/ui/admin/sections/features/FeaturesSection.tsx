import { HStack, Switch, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../../domain/admin/features';
import type { ResourceColumn } from '../../resource/ResourceTable';
import { SectionPage } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { createFeaturesViewModel, featureDescription, featureName, type FeaturesViewModel } from './features.view-model';
import { switchRecipe } from '../../../theme/recipes/switch';

/** SPEC §2 admin section 'features' (its own lazy chunk): the tenant's feature switches, each saved at once. */
export default observer(function FeaturesSection() {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('features', createFeaturesViewModel);
  const translate = (key: string) => t(key);
  const columns: ResourceColumn<Feature>[] = [
    {
      key: 'name',
      label: t('admin.features.columns.name'),
      render: (f) => (
        <Text as="span" fontWeight="medium">
          {featureName(f, translate)}
        </Text>
      ),
    },
    {
      key: 'description',
      label: t('admin.features.columns.description'),
      render: (f) => (
        <Text as="span" display="block" maxW="xl" whiteSpace="normal">
          {featureDescription(f, translate)}
        </Text>
      ),
    },
    { key: 'state', label: t('admin.features.columns.state'), render: (f) => <FeatureSwitch vm={vm} feature={f} /> },
  ];
  return (
    <SectionPage
      vm={vm.list}
      section="features"
      columns={columns}
      selects={[{ name: 'state', label: t('admin.features.columns.state'), values: ['on', 'off'], words: 'admin.features.state' }]}
      intro
    />
  );
});

const FeatureSwitch = observer(function FeatureSwitch({ vm, feature }: { readonly vm: FeaturesViewModel; readonly feature: Feature }) {
  const { t } = useTranslation();
  const name = featureName(feature, (key) => t(key));
  return (
    <HStack gap="2">
      <Switch.Root
        recipe={switchRecipe}
        checked={feature.enabled}
        disabled={vm.saving !== null}
        onCheckedChange={(details) => void vm.toggle(feature, details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label srOnly>{name}</Switch.Label>
      </Switch.Root>
      <Text as="span" textStyle="sm" aria-hidden>
        {t(feature.enabled ? 'admin.features.state.on' : 'admin.features.state.off')}
      </Text>
    </HStack>
  );
});
