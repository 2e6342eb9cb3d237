import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'user-behaviour' (its own lazy chunk). */
export default function UserBehaviourSection() {
  return <SectionTitle sectionKey="user-behaviour" />;
}
