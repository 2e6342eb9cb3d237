import { Suspense, type ReactNode } from 'react';
import { LoadingSpinner } from './LoadingSpinner';

/** A page or section whose code or strings are still loading: a labelled spinner in its place until they are in. */
export function LoadingBoundary({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
}
