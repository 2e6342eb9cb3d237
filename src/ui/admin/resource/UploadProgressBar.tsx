import { HStack, Progress } from '@chakra-ui/react';

/** An upload's progress (0 to 1) as a labelled bar with its percentage; nothing while no upload runs (null). */
export function UploadProgressBar({ progress, label }: { readonly progress: number | null; readonly label: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <Progress.Root value={percent} max={100} size="sm">
      <HStack justify="space-between">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText>{percent}%</Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
