import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';

type Size = 'sm' | 'md' | 'lg';

export default function CardOverflowSizes() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Card size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
        sx={{ gap: 2 }}
      >
        <Radio value="sm" label="sm" />
        <Radio value="md" label="md" />
        <Radio value="lg" label="lg" />
      </RadioGroup>
      <Card size={size} variant="outlined" sx={{ maxWidth: 320 }}>
        <CardOverflow>
          <AspectRatio ratio="2" variant="soft" color="primary">
            <div>
              <FolderOpenRounded sx={{ fontSize: '3rem' }} />
            </div>
          </AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md">Brand assets</Typography>
          <Typography level="body-sm">
            Logos, colors and type specimens for the spring campaign.
          </Typography>
        </CardContent>
        <Divider />
        <CardOverflow variant="soft">
          <Typography level="body-xs" sx={{ py: 1 }}>
            14 files, updated 2 days ago
          </Typography>
        </CardOverflow>
      </Card>
    </Stack>
  );
}
