import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../domain/language/language';
import { LOGIN_ERROR_SEPARATOR } from '../../domain/login/login-validation';
import { useAppViewModel } from '../shared/app-context';
import { ThemeToggle } from '../shared/ThemeToggle';
import { useViewModel } from '../shared/use-view-model';
import { createLoginViewModel, type LoginErrorView, type LoginField, type LoginParams } from './login.view-model';
import { OptionsSelect } from '../shared/OptionsSelect';
import { AppForm } from '../shared/AppForm';

export const LoginPage = observer(function LoginPage(props: LoginParams) {
  const { t, i18n } = useTranslation();
  const shownLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const vm = useViewModel(createLoginViewModel, { ...props, shownLanguage });
  const fields = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const invalid = (field: LoginField) => vm.invalidFields.includes(field);
  // After a failed attempt the focus goes to the first field the error is about, so it is read out and fixed first.
  const firstInvalid = vm.invalidFields[0];
  useEffect(() => {
    if (vm.failures > 0 && firstInvalid) fields.current[firstInvalid]?.focus();
  }, [vm.failures, firstInvalid]);
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
            <Field.Root required invalid={invalid('email')}>
              <Field.Label>{t('login.email')}</Field.Label>
              <Input
                ref={(element) => {
                  fields.current.email = element;
                }}
                type="email"
                autoComplete="username"
                // The sign-in screen is for signing in: the cursor waits in its first empty field.
                autoFocus={vm.email === ''}
                value={vm.email}
                onChange={(e) => vm.setField('email', e.target.value)}
              />
            </Field.Root>
            <Field.Root required invalid={invalid('password')}>
              <Field.Label>{t('login.password')}</Field.Label>
              <Input
                ref={(element) => {
                  fields.current.password = element;
                }}
                autoFocus={vm.email !== '' && vm.password === ''}
                type="password"
                autoComplete="current-password"
                value={vm.password}
                onChange={(e) => vm.setField('password', e.target.value)}
              />
            </Field.Root>
            <Field.Root invalid={invalid('tenant') || vm.tenantProblem !== null}>
              <Field.Label>{t('login.tenant')}</Field.Label>
              <Input
                ref={(element) => {
                  fields.current.tenant = element;
                }}
                name="tenant"
                value={vm.tenant}
                onChange={(e) => vm.setField('tenant', e.target.value)}
                autoComplete="organization"
              />
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
        <HStack mt="6" justify="space-between" align="end" gap="4" wrap="wrap">
          <ThemeToggle />
          <Field.Root width="auto">
            <Field.Label fontSize="sm">{t('login.language')}</Field.Label>
            <OptionsSelect
              size="sm"
              value={shownLanguage}
              options={LANGUAGES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
              onChange={(value) => isLanguage(value) && vm.chooseLanguage(value)}
            />
          </Field.Root>
        </HStack>
      </Box>
    </Box>
  );
});

function describeError(error: LoginErrorView | null, t: (key: string) => string): string | null {
  if (!error) return null;
  return 'text' in error ? error.text : error.keys.map((key) => t(key)).join(LOGIN_ERROR_SEPARATOR);
}
