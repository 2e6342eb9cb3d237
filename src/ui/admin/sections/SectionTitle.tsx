import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { sectionTitleKey } from './section-titles';

/** A section's translated title, as the page's level-one heading. */
export function SectionTitle({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  return (
    <Heading as="h1" size="xl">
      {t(sectionTitleKey(sectionKey))}
    </Heading>
  );
}
