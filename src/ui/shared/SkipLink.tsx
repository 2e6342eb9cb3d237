import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the signed-in layout's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first stop of the keyboard, out of sight until it has the focus. The address keeps its
 * route: the hash is the router's, so the link moves the focus itself instead of following `#main-content`.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Link
      href={`#${targetId}`}
      onClick={skip}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      {t('a11y.skip_to_main')}
    </Link>
  );
}
