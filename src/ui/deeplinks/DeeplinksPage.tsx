import { useTranslation } from 'react-i18next';
import '../public/public.css';

/**
 * SPEC §2 Public routes: deeplinks, a public page. Links the platform sends (to callers and collaborators) open the
 * mobile app; when one is opened on a computer it lands here. The page says so, in the current language, and offers
 * the operators' sign-in. It needs no session and calls nothing; plain elements (public.css), like the login page.
 */
export function DeeplinksPage() {
  const { t } = useTranslation();
  return (
    <main className="pub-page">
      <section aria-labelledby="deeplinks-title" className="pub-card pub-card--wide pub-stack">
        <h1 id="deeplinks-title" className="pub-heading">
          {t('deeplinks.title')}
        </h1>
        <p>{t('deeplinks.text')}</p>
        <p className="pub-muted">{t('deeplinks.operators')}</p>
        <a href="#/login" className="pub-link">
          {t('deeplinks.sign_in')}
        </a>
      </section>
    </main>
  );
}
