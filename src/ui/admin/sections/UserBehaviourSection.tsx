import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'user-behaviour' (its own lazy chunk). The screen's content comes with a later issue. */
export default function UserBehaviourSection() {
  return <SectionTitle sectionKey="user-behaviour" />;
}
