import { Button, Code, Field, Flex, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../shared/ProgressBar';
import { MAX_TENANT_PHOTO_BYTES, TENANT_PHOTO_TYPES } from '../../../../domain/admin/tenant-form';
import { ResourceFormDialog } from '../../resource/ResourceFormDialog';
import { DeclaredFormFields } from '../../resource/SectionForm';
import { RowActions } from '../../resource/RowActions';
import { SectionPage, type SectionColumn } from '../../resource/SectionPage';
import { useSectionViewModel } from '../../resource/use-admin-section';
import { TENANT_FIELDS, createTenantsViewModel, type TenantRow, type TenantsViewModel } from './tenants.view-model';
import { codeRecipe } from '../../../theme/recipes/code';

const MAX_PHOTO_MB = MAX_TENANT_PHOTO_BYTES / (1024 * 1024);

/** An api key as the list shows it: its start and end, the whole key only in the form. */
const maskedKey = (key: string) => (key.length <= 8 ? key : `${key.slice(0, 4)}…${key.slice(-3)}`);

/** A tenant's photo, or its initial on a plain square when it has none. */
function TenantPhoto({ url, name, size }: { readonly url: string | null; readonly name: string; readonly size: string }) {
  const { t } = useTranslation();
  if (url) return <Image src={url} alt={t('admin.tenants.photo_of', { name })} boxSize={size} objectFit="cover" rounded="md" />;
  return (
    <Flex boxSize={size} rounded="md" bg="bg.emphasized" align="center" justify="center" fontWeight="semibold" aria-hidden>
      {name.slice(0, 1).toUpperCase()}
    </Flex>
  );
}

/** SPEC §2 admin section 'tenants' (public tenant only; its own lazy chunk). */
export default observer(function TenantsSection() {
  const { t } = useTranslation();
  const { vm } = useSectionViewModel('tenants', createTenantsViewModel);
  const columns: SectionColumn<TenantRow>[] = [
    {
      key: 'photo',
      render: (row) => <TenantPhoto url={row.photoUrl} name={row.name} size="10" />,
    },
    { key: 'name', sortable: true, render: (row) => row.name },
    { key: 'id', sortable: true, render: (row) => <Code recipe={codeRecipe}>{String(row.id)}</Code> },
    { key: 'apiKey', render: (row) => <Code recipe={codeRecipe}>{maskedKey(row.apiKey)}</Code> },
    {
      key: 'totalAdminUsers',
      sortable: true,
      render: (row) => row.totalAdminUsers ?? '—',
    },
    {
      key: 'allowedIps',
      render: (row) => (row.allowedIps ? row.allowedIps : <Text color="fg.muted">{t('admin.tenants.any_ip')}</Text>),
    },
  ];
  return (
    <SectionPage
      section="tenants"
      vm={vm.list}
      columns={columns}
      onCreate={() => vm.openCreate()}
      rowActions={(row) => (
        <RowActions
          words="admin.tenants"
          name={row.name}
          buttons={[
            { key: 'edit', onSelect: () => vm.openEdit(row) },
            { key: 'delete', tone: 'danger', when: vm.list.mayRemove(row), onSelect: () => vm.list.askRemove(row) },
          ]}
        />
      )}
    >
      <TenantFormDialog vm={vm} />
    </SectionPage>
  );
});

const TenantFormDialog = observer(function TenantFormDialog({ vm }: { readonly vm: TenantsViewModel }) {
  const { t } = useTranslation();
  const form = vm.form;
  if (!form) return null;
  const editing = vm.editing;
  return (
    <ResourceFormDialog
      form={form}
      title={editing ? t('admin.tenants.edit_title', { name: editing.name }) : t('admin.tenants.create_title')}
      submitLabel={
        form.saving && form.values.photo ? t('admin.tenants.uploading') : editing ? t('admin.form.save') : t('admin.tenants.create')
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DeclaredFormFields form={form} words="admin.tenants" fields={TENANT_FIELDS} />
      </SimpleGrid>
      <PhotoField vm={vm} />
      {vm.uploadProgress !== null ? <ProgressBar label={t('admin.tenants.uploading')} fraction={vm.uploadProgress} /> : null}
    </ResourceFormDialog>
  );
});

/** The photo: the one chosen (previewed) or the current one; a picker whose file is checked before any upload. */
const PhotoField = observer(function PhotoField({ vm }: { readonly vm: TenantsViewModel }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosen = vm.form?.values.photo ?? null;
  const current = vm.editing?.photoUrl ?? null;
  const name = vm.form?.values.name || vm.editing?.name || '';
  return (
    <Field.Root invalid={vm.photoProblem !== null}>
      <Field.Label>{t('admin.tenants.photo')}</Field.Label>
      <HStack gap="4" align="center" width="full">
        <TenantPhoto url={vm.preview ?? current} name={name} size="20" />
        <Stack gap="2" flex="1" align="start">
          <Text textStyle="sm">
            {chosen
              ? t('admin.tenants.photo_chosen', { name: chosen.name })
              : current
                ? t('admin.tenants.photo_kept')
                : t('admin.tenants.photo_none')}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {chosen || current ? t('admin.tenants.photo_replace') : t('admin.tenants.photo_choose')}
            </Button>
            {chosen ? (
              <Button size="sm" variant="ghost" onClick={() => vm.choosePhoto(null)}>
                {t('admin.tenants.photo_clear')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('admin.tenants.photo_file')}
        accept={TENANT_PHOTO_TYPES.join(',')}
        onChange={(e) => {
          vm.choosePhoto(e.currentTarget.files?.[0] ?? null);
          // The same file chosen again after a refusal or a clear still reports a change.
          e.currentTarget.value = '';
        }}
      />
      {vm.photoProblem ? (
        <Field.ErrorText>{t(`admin.form.errors.${vm.photoProblem}`, { max: MAX_PHOTO_MB })}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('admin.tenants.photo_hint', { max: MAX_PHOTO_MB })}</Field.HelperText>
      )}
    </Field.Root>
  );
});
