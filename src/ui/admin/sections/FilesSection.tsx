import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'files' (its own lazy chunk). */
export default function FilesSection() {
  return <SectionTitle sectionKey="files" />;
}
