import * as React from 'react';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const SETTINGS = [
  { label: 'Mentions and replies', checked: true },
  { label: 'New sign-ins', checked: true },
  { label: 'Weekly summary', checked: false },
];

export default function SheetPanel() {
  const titleId = `${React.useId()}-title`;
  return (
    <Sheet
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ maxWidth: 360, borderRadius: 'md', p: 2 }}
    >
      <Typography id={titleId} level="title-md">
        Email notifications
      </Typography>
      <Typography level="body-sm" sx={{ mb: 1 }}>
        Sent to amara.okafor@example.com
      </Typography>
      <Divider />
      <List sx={{ '--ListItem-paddingX': 0 }}>
        {SETTINGS.map((setting) => (
          <ListItem key={setting.label}>
            <Typography
              component="label"
              sx={{ flex: 1 }}
              endDecorator={<Switch defaultChecked={setting.checked} />}
            >
              {setting.label}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
