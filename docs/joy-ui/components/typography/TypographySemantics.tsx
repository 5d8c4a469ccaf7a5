import * as React from 'react';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function TypographySemantics() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      {/* Looks like an h3, but is a paragraph in the document outline. */}
      <Typography level="h3" component="p">
        $1,284.00
      </Typography>
      <Typography level="title-sm">Revenue this week</Typography>
      <Typography level="body-sm" textColor="text.tertiary">
        Up 12% on last week
      </Typography>
    </Card>
  );
}
