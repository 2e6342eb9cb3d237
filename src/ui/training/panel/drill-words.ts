import type { TFunction } from 'i18next';
import type { DrillEvent } from '../../../domain/training/drill-event';

/** A scenario step's action in words (`training.actions.<action>`); an unknown one as it is written. */
export function actionText(t: TFunction, action: string): string {
  return t(`training.actions.${action}`, { defaultValue: action });
}

/**
 * One moment of the drill in words: its kind (`training.events.<kind>`) and what it is about (an alert's words, a
 * delivery status, the chat's text as written, a step's action). Text only: nothing the trainee's tab sends is HTML.
 */
export function eventText(t: TFunction, event: DrillEvent): { readonly what: string; readonly detail: string } {
  const what = t(`training.events.${event.kind}`, { defaultValue: event.kind });
  const detail = event.detail ?? '';
  switch (event.kind) {
    case 'alert':
      return { what, detail: t(`training.alerts.${detail}`, { defaultValue: detail }) };
    case 'injected': {
      // A caller's line carries its words after the action (`chat:<line>`).
      const colon = detail.indexOf(':');
      if (colon < 0) return { what, detail: actionText(t, detail) };
      const action = actionText(t, detail.slice(0, colon));
      return { what, detail: t('training.watch.injected_line', { action, line: detail.slice(colon + 1) }) };
    }
    case 'step': {
      const [index, action] = detail.split(':');
      return { what, detail: t('training.watch.step_detail', { number: Number(index) + 1, action: actionText(t, action ?? '') }) };
    }
    case 'delivery':
      return { what, detail: t(`training.delivery.${detail}`, { defaultValue: detail }) };
    case 'linkSent':
    case 'share':
      return { what, detail: t(`training.channels.${detail}`, { defaultValue: detail }) };
    case 'edit':
      return { what, detail: t(`training.fields.${detail}`, { defaultValue: detail }) };
    case 'stop':
      return { what, detail: t(`training.stopped_by.${detail}`, { defaultValue: detail }) };
    case 'actorTookOver':
      return { what, detail: detail ? t('training.watch.actor_detail', { name: detail }) : '' };
    default:
      return { what, detail };
  }
}
