import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'control-panel' (its own lazy chunk). */
export default function ControlPanelSection() {
  return <SectionTitle sectionKey="control-panel" />;
}
