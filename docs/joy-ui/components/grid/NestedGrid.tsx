import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const FIELDS = ['Name', 'Email', 'Role', 'Team'];

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-sm">Priya Nair</Typography>
          <Typography level="body-sm">Product designer</Typography>
        </Sheet>
      </Grid>
      <Grid container xs={12} md={8} spacing={1}>
        {FIELDS.map((field) => (
          <Grid key={field} xs={12} sm={6}>
            <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
              <Typography level="body-xs">{field}</Typography>
            </Sheet>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
