import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography level="body-sm">Default line color</Typography>
      <Divider />
      <Typography level="body-sm">Primary, from the theme palette</Typography>
      <Divider
        sx={(theme) => ({
          '--Divider-lineColor': theme.vars.palette.primary.outlinedBorder,
        })}
      />
      <Typography level="body-sm">Danger, 2px thick</Typography>
      <Divider
        sx={(theme) => ({
          '--Divider-lineColor': theme.vars.palette.danger.solidBg,
          '--Divider-thickness': '2px',
        })}
      />
      <Divider
        sx={(theme) => ({
          '--Divider-lineColor': theme.vars.palette.warning.outlinedBorder,
          color: theme.vars.palette.warning.plainColor,
        })}
      >
        Unsaved changes below
      </Divider>
    </Stack>
  );
}
