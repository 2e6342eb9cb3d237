import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'control-panel' (its own lazy chunk). The screen's content comes with a later issue. */
export default function ControlPanelSection() {
  return <SectionTitle sectionKey="control-panel" />;
}
