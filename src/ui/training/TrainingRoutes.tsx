import { use } from 'react';
import { useI18nInstance } from '../i18n/use-i18n-instance';
import { Redirect, Route, Switch } from 'wouter';
import { addEnglish } from '../i18n/signed-in-messages';
import { SignedInTheme } from '../theme/SignedInTheme';
import { CallerPage } from './caller/CallerPage';
import { TrainerPanelPage } from './panel/TrainerPanelPage';
import { addTrainingMessages } from './training-messages';

/**
 * The demo's training console, nested under `#/training` (paths here are relative to it): the trainer's panel at
 * `/`; another training screen adds its route here. Loaded as one chunk, with the `training.*` strings, only by the
 * demo's composition.
 */
export default function TrainingRoutes() {
  const i18n = useI18nInstance();
  use(addTrainingMessages(i18n));
  // The console's own screens it reuses (the caller's chat, the shared forms) name the rest of English.
  use(addEnglish(i18n));
  return (
    <SignedInTheme>
      <Switch>
        <Route path="/">
          <TrainerPanelPage />
        </Route>
        <Route path="/caller">
          <CallerPage key="" link={null} />
        </Route>
        <Route path="/caller/:link">{(params) => <CallerPage key={params.link} link={params.link} />}</Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </SignedInTheme>
  );
}
