import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Image from '@mui/icons-material/Image';
import Description from '@mui/icons-material/Description';

export default function ListDecorators() {
  return (
    <List aria-label="Attachments" sx={{ maxWidth: 320 }}>
      <ListItem>
        <ListItemDecorator>
          <PictureAsPdf />
        </ListItemDecorator>
        Lease agreement.pdf
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <Image />
        </ListItemDecorator>
        Floor plan.png
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <Description />
        </ListItemDecorator>
        Move-in checklist.docx
      </ListItem>
    </List>
  );
}
