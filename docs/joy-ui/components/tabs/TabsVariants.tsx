import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];
const TABS = ['Inbox', 'Drafts', 'Sent'];

export default function TabsVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const [value, setValue] = React.useState<string | number | null>('Inbox');
  // The plain and outlined active styles keep the color's 500 text on a 200 background, below
  // 4.5:1 for some colors; the soft variant's active text color reads well on it.
  const selectedSx =
    variant === 'plain' || variant === 'outlined'
      ? { '&[aria-selected="true"]': { color: `${color}.softActiveColor` } }
      : undefined;
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant of the selected tab"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <RadioGroup
        orientation="horizontal"
        aria-label="Color of the selected tab"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Tabs value={value} onChange={(_event, newValue) => setValue(newValue)}>
        <TabList aria-label="Mailbox" disableUnderline sx={{ gap: 0.5 }}>
          {TABS.map((label) => (
            <Tab
              key={label}
              value={label}
              disableIndicator
              variant={value === label ? variant : 'plain'}
              color={value === label ? color : 'neutral'}
              sx={value === label ? selectedSx : undefined}
            >
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
