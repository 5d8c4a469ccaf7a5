import Card from '@mui/joy/Card';
import type { CardProps } from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const SIZES: NonNullable<CardProps['size']>[] = ['sm', 'md', 'lg'];

export default function CardSizes() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {SIZES.map((size) => (
        <Card key={size} size={size} sx={{ width: 180 }}>
          <Typography level="title-md">Size {size}</Typography>
          <Typography>
            Padding, gap, radius and text size all follow the size.
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
