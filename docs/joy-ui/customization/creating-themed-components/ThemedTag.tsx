import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import type { SxProps } from '@mui/joy/styles/types';

type TagSize = 'sm' | 'md' | 'lg';

interface TagOwnerState {
  variant: VariantProp;
  color: ColorPaletteProp;
  size: TagSize;
}

interface TagProps
  extends
    Partial<TagOwnerState>,
    Omit<React.HTMLAttributes<HTMLSpanElement>, 'color'> {
  sx?: SxProps;
}

const TagRoot = styled('span', { name: 'AppTag', slot: 'Root' })<{
  ownerState: TagOwnerState;
}>(({ theme, ownerState }) => [
  {
    // A variable of the Tag's own, so a parent can change every tag's radius.
    borderRadius: `var(--Tag-radius, ${theme.vars.radius.xl})`,
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    fontFamily: theme.vars.fontFamily.body,
    fontWeight: theme.vars.fontWeight.md,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    ...{
      sm: { minHeight: '1.25rem', paddingInline: '0.375rem' },
      md: { minHeight: '1.5rem', paddingInline: '0.5rem' },
      lg: { minHeight: '1.75rem', paddingInline: '0.75rem' },
    }[ownerState.size],
    fontSize: {
      sm: theme.vars.fontSize.xs,
      md: theme.vars.fontSize.sm,
      lg: theme.vars.fontSize.md,
    }[ownerState.size],
  },
  // The global variant's colors, the same ones Joy's components use.
  theme.variants[ownerState.variant]?.[ownerState.color],
]);

function Tag(inProps: TagProps) {
  // Lets a theme set default props under components.AppTag.
  const props = useThemeProps({ props: inProps, name: 'AppTag' });
  const { variant = 'soft', color = 'neutral', size = 'md', ...other } = props;
  return <TagRoot ownerState={{ variant, color, size }} {...other} />;
}

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const TAGS: { label: string; color: ColorPaletteProp }[] = [
  { label: 'Design', color: 'primary' },
  { label: 'Archived', color: 'neutral' },
  { label: 'Overdue', color: 'danger' },
  { label: 'Paid', color: 'success' },
  { label: 'Pending', color: 'warning' },
];

export default function ThemedTag() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {TAGS.map((tag) => (
          <Tag key={tag.label} variant={variant} color={tag.color}>
            {tag.label}
          </Tag>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Tag size="sm">Small</Tag>
        <Tag size="md">Medium</Tag>
        <Tag size="lg">Large</Tag>
        <Tag size="lg" color="primary" sx={{ '--Tag-radius': '4px' }}>
          Square corners
        </Tag>
      </Stack>
    </Stack>
  );
}
