import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../domain/language/language';
import { LOGIN_ERROR_SEPARATOR } from '../../domain/login/login-validation';
import { useAppViewModel } from '../shared/app-context';
import { useViewModel } from '../shared/use-view-model';
import { createLoginViewModel, type LoginErrorView, type LoginField, type LoginParams, type LoginViewModel } from './login.view-model';
import { AppForm } from '../shared/AppForm';
import { PublicAlert, PublicInput, PublicSelect, PublicSpinner, PublicSwitch } from '../public/public-controls';

/** The sign-in screen, drawn with plain elements (public.css): the login route loads no component library. */
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
  const loading = vm.status === 'loading';
  return (
    <main className="pub-page">
      <section aria-labelledby="login-title" className="pub-card">
        <AppForm onSubmit={() => void vm.submit()}>
          <div className="pub-stack">
            <h1 id="login-title" className="pub-heading">
              {t('login.title')}
            </h1>
            <p className="pub-muted">{t('app.name')}</p>
            {props.miniHq && <p className="pub-small">{t('login.mini_hq', { tenant: vm.initialTenant })}</p>}
            {vm.tenantProblem && <PublicAlert title={t(vm.tenantProblem)} />}
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
            {errorText && <PublicAlert title={errorText} />}
            <button
              type="submit"
              className="pub-button pub-button--accent"
              disabled={!vm.canSubmit || loading}
              aria-busy={loading || undefined}
            >
              {loading ? (
                <>
                  <PublicSpinner small />
                  {t('login.signing_in')}
                </>
              ) : (
                t('login.submit')
              )}
            </button>
          </div>
        </AppForm>
        <LoginFooter shownLanguage={shownLanguage} onLanguage={(language) => vm.chooseLanguage(language)} />
      </section>
    </main>
  );
});

/** The page wears the tenant's branding (its name in the title, its colours) once the tenant is known to exist. */
function useTenantBranding(tenant: string | null, productTitle: string) {
  const { branding } = useAppViewModel();
  useEffect(() => branding.applyToDocument(tenant, productTitle), [branding, tenant, productTitle]);
}

interface LoginInputProps {
  readonly vm: LoginViewModel;
  readonly field: LoginField;
  readonly help?: string;
  readonly required?: boolean;
  readonly type?: string;
  readonly name?: string;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  /** The field names a tenant the console does not know: invalid whatever the form's own check says. */
  readonly unknownTenant?: boolean;
  /** Keeps the input, so that a failed attempt can focus the first field its error is about. */
  readonly register: (field: LoginField, element: HTMLInputElement | null) => void;
}

/** One field of the form, labelled by its name, holding the view model's value and shown invalid when its check failed. */
const LoginInput = observer(function LoginInput({ vm, field, unknownTenant = false, register, ...input }: LoginInputProps) {
  const { t } = useTranslation();
  return (
    <PublicInput
      {...input}
      label={t(`login.${field}`)}
      inputRef={(element) => register(field, element)}
      value={vm[field]}
      onValue={(value) => vm.setField(field, value)}
      invalid={vm.invalidFields.includes(field) || unknownTenant}
    />
  );
});

/** Under the form: the colour theme and the language of the screen. */
const LoginFooter = observer(function LoginFooter({
  shownLanguage,
  onLanguage,
}: {
  shownLanguage: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const app = useAppViewModel();
  return (
    <div className="pub-row pub-row--ends">
      <PublicSwitch label={t('common.dark_theme')} checked={app.isDark} onToggle={() => app.toggleTheme()} />
      <PublicSelect
        label={t('login.language')}
        value={shownLanguage}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
        onChange={(value) => isLanguage(value) && onLanguage(value)}
      />
    </div>
  );
});

function describeError(error: LoginErrorView | null, t: (key: string) => string): string | null {
  if (!error) return null;
  return 'text' in error ? error.text : error.keys.map((key) => t(key)).join(LOGIN_ERROR_SEPARATOR);
}
