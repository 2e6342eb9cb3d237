import { Card, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardRecipe } from '../../../theme/recipes/card';

export interface FigureLink {
  /** The incidents list's route for the figure. */
  readonly path: string;
  readonly open: () => void;
}

export interface FigureCardProps {
  readonly title: string;
  /** The figure itself, large (text), or a chart. */
  readonly value?: string;
  readonly children?: ReactNode;
  /** A line under the value (what it was computed over). */
  readonly detail?: string;
  /** How the figure is computed, in words. */
  readonly how: string;
  /** Null where the reader may not open the incidents list (it is the public tenant's), or no incident is behind it. */
  readonly link: FigureLink | null;
  /** Not read yet: a placeholder stands where the value, the chart and the link will be (never a zero). */
  readonly loading?: boolean;
}

/** One figure: its title, its value or chart, how it is computed, and a link to the incidents behind it. */
export function FigureCard({ title, value, children, detail, how, link, loading = false }: FigureCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root recipe={cardRecipe} as="section" aria-label={title} aria-busy={loading} size="sm" height="full">
      <Card.Body>
        <Stack gap="2" height="full">
          <Text fontWeight="semibold" color="fg.muted" fontSize="sm">
            {title}
          </Text>
          {loading ? (
            <>
              <Skeleton height="9" width="40%" />
              <SkeletonText noOfLines={2} />
            </>
          ) : null}
          {loading ? null : value !== undefined ? (
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
              {value}
            </Text>
          ) : null}
          {loading ? null : children}
          {detail && !loading ? <Text fontSize="sm">{detail}</Text> : null}
          <Text fontSize="xs" color="fg.muted" flex="1">
            {how}
          </Text>
          {link && !loading ? (
            <Link
              href={`#/${link.path}`}
              fontSize="sm"
              colorPalette="blue"
              aria-label={t('admin.dashboard.see_incidents_of', { figure: title })}
              onClick={(event) => {
                event.preventDefault();
                link.open();
              }}
            >
              {t('admin.dashboard.see_incidents')}
            </Link>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
