import { describe, expect, it, vi } from 'vitest';
import { ok, err } from '../../src/domain/shared/result';
import { LoginViewModel, type FormLogin, type SsoLogin } from '../../src/ui/login/login.view-model';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function make(query: string, landing = 'tenant_5/incident/live', routeTenant: string | null = null) {
  const login: FormLogin = { execute: vi.fn(async () => ok({ landingRoute: landing })) };
  const sso: SsoLogin = { execute: vi.fn(async () => ok({ landingRoute: 'tenant_5/users' })) };
  const navigate = vi.fn();
  const position = { start: vi.fn() };
  const vm = new LoginViewModel({ login, sso, position, navigate }, { routeTenant, search: new URLSearchParams(query), miniHq: false });
  return { vm, login, sso, navigate, position };
}

describe('LoginViewModel (SPEC §2 Login screen)', () => {
  it('asks for the device position as soon as the screen opens, before any sign-in', () => {
    const { vm, position, login } = make('');
    vm.start();
    expect(position.start).toHaveBeenCalledTimes(1);
    expect(login.execute).not.toHaveBeenCalled();
  });

  it('email and password in the query sign in at once (once, even when started twice)', async () => {
    const { vm, login, navigate } = make('email=super%40tenant5.demo&password=demo1234&tenant=tenant_5');
    vm.start();
    vm.dispose();
    vm.start();
    await flush();
    expect(login.execute).toHaveBeenCalledTimes(1);
    expect(login.execute).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' }),
    );
    expect(navigate).toHaveBeenCalledWith('tenant_5/incident/live');
  });

  it('token and tenant in the query sign in by single sign-on', async () => {
    const { vm, sso, login, navigate } = make('token=abc&tenant=5');
    vm.start();
    await flush();
    expect(sso.execute).toHaveBeenCalledWith(expect.objectContaining({ token: 'abc', tenant: 'tenant_5', kind: 'link' }));
    expect(login.execute).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('tenant_5/users');
  });

  it('sso=hq in the query signs in by HQ single sign-on (GET /auth/sso/hq/{token})', async () => {
    const { vm, sso, navigate } = make('token=abc&tenant=5&sso=hq');
    vm.start();
    await flush();
    expect(sso.execute).toHaveBeenCalledWith(expect.objectContaining({ token: 'abc', tenant: 'tenant_5', kind: 'hq' }));
    expect(navigate).toHaveBeenCalledWith('tenant_5/users');
  });

  it("starts downloading the signed-in screens' code as a sign-in is sent, before its answer", async () => {
    type Answer = Awaited<ReturnType<FormLogin['execute']>>;
    let answer: (value: Answer) => void = () => undefined;
    const login: FormLogin = { execute: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))) };
    const prepareSignedIn = vi.fn();
    const navigate = vi.fn();
    const vm = new LoginViewModel(
      { login, position: { start: vi.fn() }, navigate, prepareSignedIn },
      { routeTenant: 'tenant_5', search: new URLSearchParams(), miniHq: false },
    );
    vm.setField('email', 'super@tenant5.demo');
    vm.setField('password', 'demo1234');
    const submitted = vm.submit();
    expect(prepareSignedIn).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    answer(ok({ landingRoute: 'tenant_5/users' }));
    await submitted;
    expect(navigate).toHaveBeenCalledWith('tenant_5/users');
  });

  it('carries phone on to the live page only', async () => {
    const live = make('phone=%2B52%2055%201234', 'tenant_5/incident/live');
    await live.vm.submit();
    expect(live.navigate).toHaveBeenCalledWith('tenant_5/incident/live?phone=%2B52+55+1234');
    const reports = make('phone=123', 'tenant_5/reports');
    await reports.vm.submit();
    expect(reports.navigate).toHaveBeenCalledWith('tenant_5/reports');
  });

  it('an invalid tenant in the URL is shown and nothing is sent', async () => {
    const { vm, login } = make('email=a%40b.c&password=x', 'x', 'bad<tenant>');
    expect(vm.tenantProblem).toBe('tenant.invalid');
    vm.start();
    await vm.submit();
    expect(login.execute).not.toHaveBeenCalled();
  });

  it('never locks: editing the tenant clears its problem and Sign in works again', async () => {
    const { vm, login } = make('email=a%40b.c&password=x', 'tenant_5/reports', 'bad<tenant>');
    expect(vm.canSubmit).toBe(false);
    vm.setField('tenant', 'tenant_5');
    expect(vm.tenantProblem).toBeNull();
    expect(vm.canSubmit).toBe(true);
    await vm.submit();
    expect(login.execute).toHaveBeenCalledWith(expect.objectContaining({ tenant: 'tenant_5' }));
  });

  it.each([' public/users', '//evil.com', 'javascript:alert(1)', 'tenant_5/users?token=abc', '%E0%A4%A'])(
    'a bad redirect (%j) is ignored: no problem shown, Sign in enabled',
    (redirect) => {
      const { vm } = make(`redirect=${encodeURIComponent(redirect)}`);
      expect(vm.tenantProblem).toBeNull();
      expect(vm.canSubmit).toBe(true);
      expect(vm.tenant).toBe('public');
    },
  );

  it.each([
    ['token=abc&tenant=5', null],
    ['token=abc', 'bad<tenant>'],
  ])('a single sign-on token (%s) leaves the address bar at once, even with a bad tenant', (query, routeTenant) => {
    const login: FormLogin = { execute: vi.fn(async () => ok({ landingRoute: 'x' })) };
    const sso: SsoLogin = { execute: vi.fn(async () => ok({ landingRoute: 'tenant_5/users' })) };
    const forgetToken = vi.fn();
    const vm = new LoginViewModel(
      { login, sso, position: { start: vi.fn() }, navigate: vi.fn(), forgetToken },
      { routeTenant, search: new URLSearchParams(query), miniHq: false },
    );
    vm.start();
    expect(forgetToken).toHaveBeenCalled();
  });

  it('maps failures to the screen: keys, server text, invalid token', async () => {
    const failing = (error: unknown) => {
      const login: FormLogin = { execute: async () => err(error as never) };
      return new LoginViewModel(
        { login, position: { start: vi.fn() }, navigate: vi.fn() },
        { routeTenant: null, search: new URLSearchParams(), miniHq: false },
      );
    };
    const a = failing({ kind: 'invalid-input', keys: ['login.invalid_email', 'login.invalid_password'] });
    await a.submit();
    expect([a.status, a.error]).toEqual(['error', { keys: ['login.invalid_email', 'login.invalid_password'] }]);
    const b = failing({ kind: 'server', message: 'Account locked' });
    await b.submit();
    expect(b.error).toEqual({ text: 'Account locked' });
    const c = failing({ kind: 'key', key: 'login.admin_access_required' });
    await c.submit();
    expect(c.error).toEqual({ keys: ['login.admin_access_required'] });
  });
});

describe("LoginViewModel: the signed-in user's language and the fields an error is about", () => {
  function withLanguage(language: 'en' | 'pt' | 'es', shown: 'en' | 'pt' | 'es') {
    const login: FormLogin = { execute: vi.fn(async () => ok({ landingRoute: 'tenant_5/users', language })) };
    const navigate = vi.fn();
    const openIn = vi.fn();
    const vm = new LoginViewModel(
      { login, position: { start: vi.fn() }, navigate, openIn },
      { routeTenant: null, search: new URLSearchParams(''), miniHq: false, shownLanguage: shown },
    );
    return { vm, navigate, openIn };
  }

  it("opens the landing in a fresh page when the user's language is not the one shown (SPEC §1: applied by a reload)", async () => {
    const { vm, navigate, openIn } = withLanguage('es', 'en');
    vm.email = 'super@tenant5.demo';
    vm.password = 'demo1234';
    await vm.submit();
    expect(openIn).toHaveBeenCalledWith('tenant_5/users');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates in place when the language is the one shown', async () => {
    const { vm, navigate, openIn } = withLanguage('es', 'es');
    vm.email = 'super@tenant5.demo';
    vm.password = 'demo1234';
    await vm.submit();
    expect(navigate).toHaveBeenCalledWith('tenant_5/users');
    expect(openIn).not.toHaveBeenCalled();
  });

  it.each<[string, { kind: string; keys?: string[]; key?: string; message?: string }, string[]]>([
    ['invalid input', { kind: 'invalid-input', keys: ['login.invalid_email', 'login.invalid_password'] }, ['email', 'password']],
    ['an invalid password only', { kind: 'invalid-input', keys: ['login.invalid_password'] }, ['password']],
    ['wrong credentials', { kind: 'key', key: 'login.incorrect_credentials' }, ['email', 'password']],
    ['an unknown tenant', { kind: 'invalid-tenant', key: 'tenant.invalid' }, ['tenant']],
    ['a server message', { kind: 'server', message: 'Down for maintenance' }, []],
    ['no administrator access', { kind: 'key', key: 'login.admin_access_required' }, []],
  ])('%s marks %j', async (_name, failure, fields) => {
    const login = { execute: vi.fn(async () => err(failure)) } as unknown as FormLogin;
    const vm = new LoginViewModel(
      { login, position: { start: vi.fn() }, navigate: vi.fn() },
      { routeTenant: null, search: new URLSearchParams(''), miniHq: false },
    );
    await vm.submit();
    expect(vm.invalidFields).toEqual(fields);
    expect(vm.failures).toBe(1);
    if (fields[0]) {
      vm.setField(fields[0] as 'email', 'fixed');
      expect(vm.invalidFields).toEqual(fields.slice(1));
    }
  });
});
