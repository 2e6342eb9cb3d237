import { HStack, Progress } from '@chakra-ui/react';
import { progressRecipe } from '../theme/recipes/progress';

/** A labelled progress bar of a fraction (0 to 1) with its percentage: an upload, a speed test; nothing while none runs (null). */
export function ProgressBar({ label, fraction }: { readonly label: string; readonly fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <Progress.Root recipe={progressRecipe} value={percent} max={100} size="sm">
      <HStack justify="space-between">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText>{percent}%</Progress.ValueText>
      </HStack>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
