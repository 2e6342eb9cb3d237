/**
 * A drill's moment as the trainer reads it on the timeline: minutes and seconds since the link was sent, `-` before it
 * (how long the trainee took to send it): `00:08`, `01:15`, `-00:12`, `61:02`.
 */
export function drillTimeText(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const whole = Math.round(Math.abs(seconds));
  const text = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
  return seconds < 0 && whole > 0 ? `-${text}` : text;
}
