import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page or section whose code or strings are still loading: a labelled spinner in its place until they are in. */
export function LoadingBoundary({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center p="8">
          <Spinner aria-label={t('common.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
