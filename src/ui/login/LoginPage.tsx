import { Box, Button, Field, Heading, HStack, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../domain/language/language';
import { LOGIN_ERROR_SEPARATOR } from '../../domain/login/login-validation';
import { useAppViewModel } from '../shared/app-context';
import { ThemeToggle } from '../shared/ThemeToggle';
import { useViewModel } from '../shared/use-view-model';
import { createLoginViewModel, type LoginErrorView, type LoginField, type LoginParams, type LoginViewModel } from './login.view-model';
import { OptionsSelect } from '../shared/OptionsSelect';
import { AppForm } from '../shared/AppForm';
import { InlineAlert } from '../shared/InlineAlert';

export const LoginPage = observer(function LoginPage(props: LoginParams) {
  const { t, i18n } = useTranslation();
  const shownLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const vm = useViewModel(createLoginViewModel, { ...props, shownLanguage });
  const fields = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const register = (field: LoginField, element: HTMLInputElement | null) => {
    fields.current[field] = element;
  };
  // After a failed attempt the focus goes to the first field the error is about, so it is read out and fixed first.
  const firstInvalid = vm.invalidFields[0];
  useEffect(() => {
    if (vm.failures > 0 && firstInvalid) fields.current[firstInvalid]?.focus();
  }, [vm.failures, firstInvalid]);
  useTenantBranding(vm.tenantProblem ? null : vm.initialTenant, t('app.name'));
  const errorText = describeError(vm.error, t);
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
            {vm.tenantProblem && <InlineAlert status="error" title={t(vm.tenantProblem)} />}
            <LoginInput
              vm={vm}
              field="email"
              required
              register={register}
              type="email"
              autoComplete="username"
              // The sign-in screen is for signing in: the cursor waits in its first empty field.
              autoFocus={vm.email === ''}
            />
            <LoginInput
              vm={vm}
              field="password"
              required
              register={register}
              autoFocus={vm.email !== '' && vm.password === ''}
              type="password"
              autoComplete="current-password"
            />
            <LoginInput
              vm={vm}
              field="tenant"
              help={t('login.tenant_help')}
              unknownTenant={vm.tenantProblem !== null}
              register={register}
              name="tenant"
              autoComplete="organization"
            />
            {errorText && <InlineAlert status="error" title={errorText} />}
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
        <LoginFooter shownLanguage={shownLanguage} onLanguage={(language) => vm.chooseLanguage(language)} />
      </Box>
    </Box>
  );
});

/** The page wears the tenant's branding (its name in the title, its colours) once the tenant is known to exist. */
function useTenantBranding(tenant: string | null, productTitle: string) {
  const { branding } = useAppViewModel();
  useEffect(() => branding.applyToDocument(tenant, productTitle), [branding, tenant, productTitle]);
}

type LoginInputProps = Omit<InputProps, 'required' | 'value' | 'onChange'> & {
  readonly vm: LoginViewModel;
  readonly field: LoginField;
  readonly help?: string;
  readonly required?: boolean;
  /** The field names a tenant the console does not know: invalid whatever the form's own check says. */
  readonly unknownTenant?: boolean;
  /** Keeps the input, so that a failed attempt can focus the first field its error is about. */
  readonly register: (field: LoginField, element: HTMLInputElement | null) => void;
};

/** One field of the form, labelled by its name, holding the view model's value and shown invalid when its check failed. */
const LoginInput = observer(function LoginInput({ vm, field, help, required, unknownTenant = false, register, ...input }: LoginInputProps) {
  const { t } = useTranslation();
  return (
    <Field.Root required={required} invalid={vm.invalidFields.includes(field) || unknownTenant}>
      <Field.Label>{t(`login.${field}`)}</Field.Label>
      <Input
        ref={(element) => register(field, element)}
        value={vm[field]}
        onChange={(e) => vm.setField(field, e.target.value)}
        {...input}
      />
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
});

/** Under the form: the colour theme and the language of the screen. */
function LoginFooter({ shownLanguage, onLanguage }: { shownLanguage: Language; onLanguage: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <HStack mt="6" justify="space-between" align="end" gap="4" wrap="wrap">
      <ThemeToggle />
      <Field.Root width="auto">
        <Field.Label fontSize="sm">{t('login.language')}</Field.Label>
        <OptionsSelect
          size="sm"
          value={shownLanguage}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
          onChange={(value) => isLanguage(value) && onLanguage(value)}
        />
      </Field.Root>
    </HStack>
  );
}

function describeError(error: LoginErrorView | null, t: (key: string) => string): string | null {
  if (!error) return null;
  return 'text' in error ? error.text : error.keys.map((key) => t(key)).join(LOGIN_ERROR_SEPARATOR);
}
