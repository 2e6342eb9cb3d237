import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERROR_SEPARATOR } from '../../domain/login/login-validation';
import { useAppViewModel } from '../app/app-context';
import { ThemeToggle } from '../app/ThemeToggle';
import { useViewModel } from '../shared/use-view-model';
import { createLoginViewModel, type LoginErrorView, type LoginParams } from './login.view-model';
import { AppForm } from '../shared/AppForm';

export const LoginPage = observer(function LoginPage(props: LoginParams) {
  const { t } = useTranslation();
  const vm = useViewModel(createLoginViewModel, props);
  const { branding } = useAppViewModel();
  const errorText = describeError(vm.error, t);
  const productTitle = t('app.name');
  const brandingTenant = vm.tenantProblem ? null : vm.initialTenant;
  useEffect(() => branding.applyToDocument(brandingTenant, productTitle), [branding, brandingTenant, productTitle]);
  return (
    <Box as="main" minH="100%" display="flex" alignItems="center" justifyContent="center" p="6">
      <Box as="section" aria-labelledby="login-title" w="full" maxW="sm" p="8" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <AppForm onSubmit={() => void vm.submit()}>
          <Stack gap="4">
            <Heading id="login-title" size="lg">
              {t('login.title')}
            </Heading>
            <Text color="fg.muted">{t('app.name')}</Text>
            {props.miniHq && <Text fontSize="sm">{t('login.mini_hq', { tenant: vm.initialTenant })}</Text>}
            {vm.tenantProblem && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t(vm.tenantProblem)}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root required>
              <Field.Label>{t('login.email')}</Field.Label>
              <Input type="email" autoComplete="username" value={vm.email} onChange={(e) => vm.setField('email', e.target.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('login.password')}</Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                value={vm.password}
                onChange={(e) => vm.setField('password', e.target.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('login.tenant')}</Field.Label>
              <Input name="tenant" value={vm.tenant} onChange={(e) => vm.setField('tenant', e.target.value)} autoComplete="organization" />
              <Field.HelperText>{t('login.tenant_help')}</Field.HelperText>
            </Field.Root>
            {errorText && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{errorText}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="red"
              loading={vm.status === 'loading'}
              loadingText={t('login.signing_in')}
              disabled={!vm.canSubmit}
            >
              {t('login.submit')}
            </Button>
          </Stack>
        </AppForm>
        <Box mt="6">
          <ThemeToggle />
        </Box>
      </Box>
    </Box>
  );
});

function describeError(error: LoginErrorView | null, t: (key: string) => string): string | null {
  if (!error) return null;
  return 'text' in error ? error.text : error.keys.map((key) => t(key)).join(LOGIN_ERROR_SEPARATOR);
}
