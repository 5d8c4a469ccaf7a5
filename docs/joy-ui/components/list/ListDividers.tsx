import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import type { ListDividerProps } from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Wifi from '@mui/icons-material/Wifi';
import Bluetooth from '@mui/icons-material/Bluetooth';
import DarkMode from '@mui/icons-material/DarkMode';

type Inset = NonNullable<ListDividerProps['inset']>;
const INSETS: Inset[] = ['context', 'gutter', 'startDecorator', 'startContent'];

export default function ListDividers() {
  const [inset, setInset] = React.useState<Inset>('startContent');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Divider inset"
        value={inset}
        onChange={(event) => setInset(event.target.value as Inset)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {INSETS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <List variant="outlined" sx={{ maxWidth: 300, borderRadius: 'sm' }}>
        <ListItem>
          <ListItemDecorator>
            <Wifi />
          </ListItemDecorator>
          Wi-Fi
        </ListItem>
        <ListDivider inset={inset} aria-hidden="true" />
        <ListItem>
          <ListItemDecorator>
            <Bluetooth />
          </ListItemDecorator>
          Bluetooth
        </ListItem>
        <ListDivider inset={inset} aria-hidden="true" />
        <ListItem>
          <ListItemDecorator>
            <DarkMode />
          </ListItemDecorator>
          Dark mode
        </ListItem>
      </List>
    </Stack>
  );
}
