import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  responsiveFontSizes,
  ThemeProvider,
} from '@mui/material/styles';

const theme = responsiveFontSizes(createTheme());

const variants = ['h2', 'h3', 'h4', 'h5'] as const;
const breakpoints = ['xs', 'sm', 'md', 'lg'] as const;

function sizeAt(
  variant: (typeof variants)[number],
  key: (typeof breakpoints)[number],
) {
  const style = theme.typography[variant];
  const query = style[theme.breakpoints.up(key)] as
    { fontSize?: string } | undefined;
  const rem = parseFloat(String(query?.fontSize ?? style.fontSize));
  return `${Math.round(rem * theme.typography.htmlFontSize)}px`;
}

export default function TypographyResponsiveSizes() {
  return (
    <ThemeProvider theme={theme}>
      <Typography variant="h3" component="p" gutterBottom>
        Autumn walks
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        Resize the window: the heading above shrinks on small screens, while body
        text stays at 16px.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Heading sizes at each breakpoint">
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              {breakpoints.map((key) => (
                <TableCell key={key} align="right">
                  {key}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.map((variant) => (
              <TableRow key={variant}>
                <TableCell component="th" scope="row">
                  <code>{variant}</code>
                </TableCell>
                {breakpoints.map((key) => (
                  <TableCell key={key} align="right">
                    {sizeAt(variant, key)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </ThemeProvider>
  );
}
