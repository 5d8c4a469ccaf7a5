import React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';
import { JOY_PALETTE_COLORS } from '../../lib/joyThemeBuilder';

const VARIANTS: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

/** A sample of Joy components in every palette colour and variant, to judge a theme at a glance. */
export default function Preview() {
  return (
    <Stack spacing={2}>
      {JOY_PALETTE_COLORS.map((color) => (
        <Stack key={color} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {color}
          </Typography>
          {VARIANTS.map((variant) => (
            <Button key={variant} color={color} variant={variant} size="sm">
              {variant}
            </Button>
          ))}
          <Chip color={color} variant="soft" size="sm">
            Chip
          </Chip>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Card variant="outlined" sx={{ flex: '1 1 240px', gap: 1.5 }}>
          <Typography level="title-md">Notification settings</Typography>
          <FormControl>
            <FormLabel>Email address</FormLabel>
            <Input defaultValue="ana.lima@example.com" />
          </FormControl>
          <Typography component="label" level="body-sm" startDecorator={<Switch defaultChecked />}>
            Weekly summary
          </Typography>
          <Button>Save changes</Button>
        </Card>
        <Card variant="solid" color="primary" invertedColors sx={{ flex: '1 1 240px', gap: 1.5 }}>
          <Typography level="title-md">Upgrade to Team</Typography>
          {/* White, not Joy's inverted secondary text, which is under 4.5:1 on most 500 shades. */}
          <Typography level="body-sm" textColor="common.white">
            Shared projects, roles and a year of history.
          </Typography>
          <Button variant="soft">See plans</Button>
        </Card>
      </Stack>
      <Stack spacing={1}>
        <Alert color="success" variant="soft">
          Invoice INV-2041 was paid.
        </Alert>
        <Alert color="warning" variant="soft">
          Your trial ends in 3 days.
        </Alert>
        <Alert color="danger" variant="soft">
          The card ending 4242 was declined.
        </Alert>
      </Stack>
    </Stack>
  );
}
