import React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { templatePath } from '../catalog';
import { tint } from '../templateTheme';
import { formatMonth } from './posts';

export interface BlogSidebarProps {
  months: { key: string; count: number }[];
  selectedMonth: string | null;
  onSelectMonth: (month: string | null) => void;
}

export default function BlogSidebar({ months, selectedMonth, onSelectMonth }: BlogSidebarProps) {
  return (
    <Stack component="aside" aria-label="About the blog and archives" spacing={3}>
      <Paper
        elevation={0}
        sx={(theme) => ({
          p: 3,
          bgcolor: tint(theme, 'primary', 0.08),
          border: 1,
          borderColor: tint(theme, 'primary', 0.2),
        })}
      >
        <Typography component="h2" variant="h6" gutterBottom>
          About
        </Typography>
        <Typography color="text.secondary">
          Margin Notes is where the people building Tandem write about the unglamorous parts of making software:
          planning, naming, undo stacks and meetings we deleted.
        </Typography>
      </Paper>
      <Box component="nav" aria-labelledby="archives-title">
        <Typography id="archives-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          Archives
        </Typography>
        <List disablePadding>
          {months.map((month) => {
            const selected = selectedMonth === month.key;
            return (
              <ListItem key={month.key} disablePadding>
                <ListItemButton
                  selected={selected}
                  aria-pressed={selected}
                  onClick={() => onSelectMonth(selected ? null : month.key)}
                  sx={{ borderRadius: 1, py: 0.75 }}
                >
                  <ListItemText primary={formatMonth(month.key)} />
                  <Typography variant="body2" color="text.secondary">
                    {month.count} {month.count === 1 ? 'post' : 'posts'}
                  </Typography>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Elsewhere
        </Typography>
        <Stack spacing={1}>
          <Link href={templatePath('marketing')}>Tandem product tour</Link>
          <Link href={templatePath('pricing')}>Plans and pricing</Link>
        </Stack>
      </Box>
    </Stack>
  );
}
