import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

// A short version of the Tag above: its colors come from theme.variants.
interface TagOwnerState {
  variant: VariantProp;
  color: ColorPaletteProp;
}

const TagRoot = styled('span', { name: 'AppTag', slot: 'Root' })<{
  ownerState: TagOwnerState;
}>(({ theme, ownerState }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  paddingInline: '0.5rem',
  boxSizing: 'border-box',
  borderRadius: theme.vars.radius.xl,
  ...theme.typography['body-xs'],
  ...theme.variants[ownerState.variant]?.[ownerState.color],
}));

function Tag({ children, ...ownerState }: TagOwnerState & { children: string }) {
  return <TagRoot ownerState={ownerState}>{children}</TagRoot>;
}

function PlanCard({ inverted }: { inverted: boolean }) {
  return (
    <Card
      variant={inverted ? 'solid' : 'outlined'}
      color={inverted ? 'primary' : 'neutral'}
      invertedColors={inverted}
      sx={{ flex: '1 1 220px', maxWidth: 300 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tag variant="soft" color="success">
          Billed yearly
        </Tag>
        <Tag variant="outlined" color="neutral">
          Up to 20 seats
        </Tag>
      </Stack>
      <Typography level="title-lg">{inverted ? 'Business' : 'Team'}</Typography>
      <Typography level="body-sm">
        {inverted ? '$24 per seat, per month' : '$12 per seat, per month'}
      </Typography>
      <Button variant={inverted ? 'solid' : 'soft'}>Choose plan</Button>
    </Card>
  );
}

export default function ThemedTagInverted() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PlanCard inverted={false} />
      <PlanCard inverted />
    </Stack>
  );
}
