import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const variants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export default function TypographyVariants() {
  const theme = useTheme();

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 3,
        rowGap: 1.5,
        alignItems: 'center',
      }}
    >
      {variants.map((variant) => {
        // The sizes and weights come from the theme, not from the component.
        const { fontSize, fontWeight } = theme.typography[variant];
        return (
          <React.Fragment key={variant}>
            <Typography variant="body2" component="p">
              <code>{variant}</code>
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                {fontSize} · {fontWeight}
              </Box>
            </Typography>
            {/* Every sample is a paragraph: the variant changes only the look. */}
            <Typography variant={variant} component="p" noWrap>
              Tide tables for Porto
            </Typography>
          </React.Fragment>
        );
      })}
    </Box>
  );
}
