import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'files' (its own lazy chunk). The screen's content comes with a later issue. */
export default function FilesSection() {
  return <SectionTitle sectionKey="files" />;
}
