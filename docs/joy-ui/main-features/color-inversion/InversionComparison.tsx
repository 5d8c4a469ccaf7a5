import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import LinearProgress from '@mui/joy/LinearProgress';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

type SurfaceVariant = 'solid' | 'soft';

export default function InversionComparison() {
  const [variant, setVariant] = React.useState<SurfaceVariant>('solid');
  const [inverted, setInverted] = React.useState(true);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <RadioGroup
          orientation="horizontal"
          aria-label="Card variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as SurfaceVariant)}
          sx={{ gap: 2 }}
        >
          <Radio value="solid" label="solid" />
          <Radio value="soft" label="soft" />
        </RadioGroup>
        <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
          <Switch
            checked={inverted}
            onChange={(event) => setInverted(event.target.checked)}
          />
          <FormLabel>invertedColors</FormLabel>
        </FormControl>
      </Stack>
      <Card
        variant={variant}
        color="neutral"
        invertedColors={inverted}
        sx={{ maxWidth: 320 }}
      >
        <Typography level="title-md">Storage almost full</Typography>
        <Typography level="body-sm" textColor="text.secondary">
          9.2 GB of 10 GB used. Large files are kept for 30 days.
        </Typography>
        <LinearProgress determinate value={92} aria-label="Storage used" />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="sm">Upgrade plan</Button>
          <Button size="sm" variant="outlined">
            Manage files
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
