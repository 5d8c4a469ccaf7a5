import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

const FOLDERS = [
  { name: 'Documents', size: 6.2, color: 'primary' },
  { name: 'Photos', size: 8.1, color: 'success' },
  { name: 'Backups', size: 4.1, color: 'warning' },
] as const;
const QUOTA = 25;

// styled: the callback receives the theme, so `theme.vars` works here too.
const Panel = styled('section')(({ theme }) => ({
  maxWidth: 360,
  padding: theme.spacing(2),
  borderRadius: theme.vars.radius.md,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.surface,
  boxShadow: theme.vars.shadow.sm,
}));

export default function CssVarsThemeVars() {
  const used = FOLDERS.reduce((sum, folder) => sum + folder.size, 0);
  return (
    <Panel aria-label="Storage">
      <Typography level="title-md">Storage</Typography>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        {used.toFixed(1)} GB of {QUOTA} GB used
      </Typography>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'flex',
          gap: '2px',
          height: 10,
          overflow: 'hidden',
          borderRadius: theme.vars.radius.xl,
          backgroundColor: theme.vars.palette.background.level2,
        })}
      >
        {FOLDERS.map((folder) => (
          <Box
            key={folder.name}
            sx={(theme) => ({
              width: `${(folder.size / QUOTA) * 100}%`,
              backgroundColor: theme.vars.palette[folder.color][500],
            })}
          />
        ))}
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, my: 1.5 }}
      >
        {FOLDERS.map((folder) => (
          <Typography
            key={folder.name}
            component="li"
            level="body-xs"
            startDecorator={
              <Box
                sx={(theme) => ({
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  backgroundColor: theme.vars.palette[folder.color][500],
                })}
              />
            }
            sx={{ listStyle: 'none' }}
          >
            {folder.name} {folder.size} GB
          </Typography>
        ))}
      </Box>
      <Typography
        level="body-sm"
        sx={(theme) => ({
          p: 1,
          borderRadius: theme.vars.radius.sm,
          color: theme.vars.palette.warning.softColor,
          // A channel variable turns a palette color into a translucent one.
          backgroundColor: `rgba(${theme.vars.palette.warning.mainChannel} / 0.12)`,
        })}
      >
        Backups older than 90 days use 2.3 GB.
      </Typography>
    </Panel>
  );
}
