import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const FILES = [
  { name: 'Q3-board-presentation-final-v7-approved.pdf', size: '4.2 MB' },
  { name: 'customer-interviews-summary-berlin-and-oslo.docx', size: '860 KB' },
  { name: 'logo.svg', size: '12 KB' },
];

export default function TypographyNoWrap() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 280 }}>
      <List>
        {FILES.map((file) => (
          <ListItem key={file.name} sx={{ gap: 2 }}>
            <Typography level="body-sm" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {file.name}
            </Typography>
            <Typography level="body-xs" sx={{ flexShrink: 0 }}>
              {file.size}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
