import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';

const FILES = [
  'brief.docx',
  'budget.xlsx',
  'logo.svg',
  'notes.md',
  'contract.pdf',
  'roadmap.key',
];

export default function ResponsiveColumnsGrid() {
  return (
    <Grid
      container
      component="ul"
      aria-label="Project files"
      spacing={1.5}
      columns={{ xs: 4, sm: 8, md: 12 }}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {FILES.map((file) => (
        <Grid key={file} component="li" xs={2}>
          <AspectRatio ratio="4/3" variant="soft" sx={{ borderRadius: 'sm' }}>
            <div>
              <InsertDriveFileOutlined />
            </div>
          </AspectRatio>
          <Typography level="body-xs" noWrap sx={{ mt: 0.5 }}>
            {file}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
