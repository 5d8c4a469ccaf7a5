import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { SkeletonProps } from '@mui/joy/Skeleton';

const ANIMATIONS: { label: string; value: SkeletonProps['animation'] }[] = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
];

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ANIMATIONS.map(({ label, value }) => (
        <Stack key={label} spacing={1} sx={{ width: 140 }}>
          <Skeleton animation={value} variant="rectangular" height={72} />
          <Skeleton animation={value} variant="text" level="body-sm" />
          <Typography level="body-xs">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
