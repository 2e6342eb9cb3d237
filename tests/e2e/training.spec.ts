import { expect, test } from '@playwright/test';
import { fillIncidentForm, openCreateMode, sendSmsAndOpenLive } from './support';

/**
 * The trainer's console beside a trainee's live page: two tabs of one browser (one context), joined by the demo's
 * training channel. The trainer assigns a drill, the trainee sends the link, the trainer injects a socket drop and a
 * take-over and ends the call, and the debrief shows the figures.
 */
test('a trainer runs a drill in the trainee’s tab: assign, watch, inject, debrief', async ({ context }) => {
  const trainee = await context.newPage();
  await trainee.setViewportSize({ width: 1366, height: 768 });
  await openCreateMode(trainee, 'admin@public.demo', 'public');

  const trainer = await context.newPage();
  await trainer.setViewportSize({ width: 1366, height: 768 });
  await trainer.goto('/#/training');
  await expect(trainer.getByRole('heading', { level: 1, name: 'Trainer’s console'.replace('’', "'") })).toBeVisible();

  const scenarios = trainer.getByRole('list', { name: 'Scenarios' });
  await scenarios.getByRole('button', { name: /Caller denies location/ }).click();
  await expect(scenarios.getByRole('button', { name: /Caller denies location/ })).toHaveAttribute('aria-pressed', 'true');
  await trainer.getByRole('button', { name: /^Assign/ }).click();
  await expect(trainer.getByText('Held by 1 trainee tab.')).toBeVisible();

  // The trainee's number ends in 1 (the cooperative caller), yet the assigned drill plays.
  await fillIncidentForm(trainee, { digits: '21987654321', title: 'Training drill' });
  await sendSmsAndOpenLive(trainee, 'public');

  const timeline = trainer.getByRole('table', { name: 'Timeline' });
  await expect(trainer.getByText('“Caller denies location” is running')).toBeVisible();
  await expect(timeline.getByRole('row', { name: /Link sent/ })).toBeVisible();
  await expect(timeline.getByRole('row', { name: /Caller joined the video/ })).toBeVisible({ timeout: 20_000 });
  await expect(trainer.getByRole('list', { name: 'Scenario steps' }).getByText('Done').first()).toBeVisible();
  // The trainee's live page draws the caller's first frame, and tells the drill: after "First video" on the timeline.
  await expect(timeline.getByRole('row', { name: /First video/ })).toBeVisible({ timeout: 20_000 });
  await expect(timeline.getByRole('row', { name: /Trainee's screen showed the video/ })).toBeVisible({ timeout: 20_000 });

  const inject = trainer.getByRole('group', { name: '4. Inject events' });
  await inject.getByRole('button', { name: 'Drop the trainee’s socket'.replace('’', "'") }).click();
  await expect(timeline.getByRole('row', { name: /Alert shown.*Connection dropped/ })).toBeVisible();
  await inject.getByRole('button', { name: 'Take over the incident' }).click();
  await expect(timeline.getByRole('row', { name: /Alert shown.*Incident taken over/ })).toBeVisible();
  await inject.getByRole('button', { name: 'End the call' }).click();

  await expect(trainer.getByText('“Caller denies location” has ended')).toBeVisible({ timeout: 15_000 });
  const debrief = trainer.getByRole('region', { name: '5. Debrief' });
  await expect(debrief.getByText(/\d+ \/ 100/)).toBeVisible();
  const figures = debrief.getByRole('table', { name: 'Figures' });
  await expect(figures.getByRole('row', { name: /Time to send the link/ })).toBeVisible();
  await expect(figures.getByRole('row', { name: /Caller joined the video \d\d:\d\d/ })).toBeVisible();
  // "First video" is when the caller published; under it, when the trainee's screen showed it, and how long after.
  await expect(figures.getByRole('row', { name: /^First video \d\d:\d\d/ })).toBeVisible();
  await expect(
    figures.getByRole('row', { name: /^On the trainee's screen \d\d:\d\d, \d+\.\d s after the caller published it$/ }),
  ).toBeVisible();
  const alerts = debrief.getByRole('table', { name: 'Alerts and reactions' });
  await expect(alerts.getByRole('row', { name: /Caller refused the location/ })).toBeVisible();
  await expect(alerts.getByRole('row', { name: /Connection dropped/ })).toBeVisible();
  await expect(alerts.getByRole('row', { name: /Incident taken over/ })).toBeVisible();

  for (const [button, file] of [
    ['Export PDF', 'caller-denies-location-debrief.pdf'],
    ['Save as a new scenario', 'caller-denies-location-recorded.json'],
  ] as const) {
    const saved = trainer.waitForEvent('download');
    await debrief.getByRole('button', { name: button }).click();
    expect((await saved).suggestedFilename()).toBe(file);
  }
});
