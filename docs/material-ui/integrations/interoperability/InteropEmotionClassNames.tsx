import * as React from 'react';
import { ClassNames } from '@emotion/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const uploads = [
  { name: 'site-photos.zip', progress: 100 },
  { name: 'brand-guidelines.pdf', progress: 64 },
  { name: 'launch-video.mp4', progress: 18 },
];

export default function InteropEmotionClassNames() {
  const id = React.useId();

  return (
    <ClassNames>
      {({ css }) => {
        // `css` turns a style object into a class name; `classes` hands one to each part.
        const classes = {
          root: css({
            height: 10,
            borderRadius: 5,
            backgroundColor: 'rgb(127 127 127 / 0.25)',
          }),
          bar: css({
            borderRadius: 5,
            backgroundImage: 'linear-gradient(90deg, #0d9488, #4f46e5)',
          }),
        };

        return (
          <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
            {uploads.map((upload, index) => (
              <div key={upload.name}>
                <Box
                  sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}
                >
                  <Typography id={`${id}-${index}`} variant="body2">
                    {upload.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {upload.progress}%
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={upload.progress}
                  aria-labelledby={`${id}-${index}`}
                  classes={classes}
                />
              </div>
            ))}
          </Stack>
        );
      }}
    </ClassNames>
  );
}
