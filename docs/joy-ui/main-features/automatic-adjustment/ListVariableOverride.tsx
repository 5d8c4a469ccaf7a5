import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';

const ITEMS = [
  { label: 'Inbox', icon: <InboxOutlined /> },
  { label: 'Sent', icon: <SendOutlined /> },
  { label: 'Archive', icon: <FolderOutlined /> },
];

function Control(props: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { label, value, max, onChange } = props;
  return (
    <Box sx={{ flex: '1 1 140px' }}>
      <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
        {label}: {value}px
      </Typography>
      <Slider
        size="sm"
        aria-label={label}
        min={0}
        max={max}
        value={value}
        onChange={(_event, next) => onChange(next as number)}
      />
    </Box>
  );
}

export default function ListVariableOverride() {
  const [paddingY, setPaddingY] = React.useState(4);
  const [decorator, setDecorator] = React.useState(40);
  const [radius, setRadius] = React.useState(8);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Control
          label="--ListItem-paddingY"
          value={paddingY}
          max={16}
          onChange={setPaddingY}
        />
        <Control
          label="--ListItemDecorator-size"
          value={decorator}
          max={64}
          onChange={setDecorator}
        />
        <Control
          label="--List-radius"
          value={radius}
          max={24}
          onChange={setRadius}
        />
      </Stack>
      <List
        variant="outlined"
        aria-label="Mailboxes"
        sx={{
          maxWidth: 280,
          '--List-padding': '6px',
          '--List-radius': `${radius}px`,
          '--ListItem-paddingY': `${paddingY}px`,
          '--ListItemDecorator-size': `${decorator}px`,
        }}
      >
        {ITEMS.map((item, index) => (
          <ListItem key={item.label}>
            <ListItemButton
              selected={index === 0}
              aria-current={index === 0 ? 'page' : undefined}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              {item.label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
