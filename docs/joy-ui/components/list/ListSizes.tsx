import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SIZES.map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List size={size} variant="outlined" sx={{ borderRadius: 'sm' }}>
            <ListItem>
              <ListItemDecorator>
                <FolderOutlined />
              </ListItemDecorator>
              Contracts
            </ListItem>
            <ListItem>
              <ListItemDecorator>
                <FolderOutlined />
              </ListItemDecorator>
              Invoices
            </ListItem>
          </List>
        </div>
      ))}
    </Stack>
  );
}
