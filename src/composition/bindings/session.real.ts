import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { AxiosAuthGateway } from '../../adapters/real/auth-gateway.axios.adapter';
import { WindowBrowserPage } from '../../adapters/real/browser-page.adapter';
import { CryptoIdGenerator } from '../../adapters/real/id-generator.adapter';
import type { BindingContext } from './binding-context';
import { HttpClient } from './foundation.real';

/**
 * Production: authentication, ids and the page. Still to come with the real-adapters issue: RolesGateway,
 * SettingsGateway, TenantsGateway, HealthGateway, PushNotifications, UserBehaviourGateway, SpeedTestGateway
 * (LoginUseCase needs the first, second, fourth and fifth).
 */
export function bindRealSession({ bind }: BindingContext): void {
  bind(AuthGateway)
    .toResolvedValue((http: HttpClient) => new AxiosAuthGateway(http), [HttpClient])
    .inSingletonScope();
  bind(IdGenerator).toResolvedValue(() => new CryptoIdGenerator(), []).inSingletonScope();
  bind(BrowserPage).toResolvedValue(() => new WindowBrowserPage(window), []).inSingletonScope();
}
