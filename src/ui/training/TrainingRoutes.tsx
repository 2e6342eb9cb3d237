import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { CallerPage } from './caller/CallerPage';
import { TrainerPanelPage } from './panel/TrainerPanelPage';
import { addTrainingMessages } from './training-messages';

/**
 * The demo's training console, nested under `#/training` (paths here are relative to it): the trainer's panel at
 * `/`; another training screen adds its route here. Loaded as one chunk, with the `training.*` strings, only by the
 * demo's composition.
 */
export default function TrainingRoutes() {
  const { i18n } = useTranslation();
  use(addTrainingMessages(i18n));
  return (
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
  );
}
