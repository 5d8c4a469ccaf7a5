import * as React from 'react';
import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const articles = [
  { title: 'Planning a zero-downtime database migration', minutes: 8 },
  { title: 'What we learned from a year of on-call rotations', minutes: 5 },
];

function StarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z"
      />
    </svg>
  );
}

export default function ScreenReaderIcons() {
  const [saved, setSaved] = React.useState<string[]>([]);

  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 520 }}>
      {articles.map((article) => {
        const isSaved = saved.includes(article.title);
        return (
          <Box
            component="li"
            key={article.title}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1 }}>
              <Box sx={{ typography: 'subtitle2', color: 'text.primary' }}>
                {article.title}
              </Box>
              <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
                {article.minutes} min read ·{' '}
                <Box
                  component="a"
                  href="#read"
                  sx={{ color: 'primary.main', fontWeight: 500 }}
                >
                  Read more
                  <Box component="span" sx={visuallyHidden}>
                    {` about ${article.title}`}
                  </Box>
                </Box>
              </Box>
            </Box>
            <Box
              component="button"
              type="button"
              aria-pressed={isSaved}
              onClick={() =>
                setSaved((current) =>
                  isSaved
                    ? current.filter((title) => title !== article.title)
                    : [...current, article.title],
                )
              }
              sx={{
                position: 'relative',
                display: 'grid',
                placeItems: 'center',
                width: 36,
                height: 36,
                p: 0,
                color: isSaved ? 'warning.main' : 'text.secondary',
                bgcolor: 'transparent',
                border: 1,
                borderColor: 'divider',
                borderRadius: '50%',
                cursor: 'pointer',
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                },
              }}
            >
              <StarIcon />
              <Box component="span" sx={visuallyHidden}>
                Save {article.title}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
