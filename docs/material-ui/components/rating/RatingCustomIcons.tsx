import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { IconContainerProps, ratingClasses } from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const fieldset = { border: 0, m: 0, p: 0, minWidth: 0 };

const faces: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfiedIcon />, label: 'Unhappy' },
  3: { icon: <SentimentSatisfiedIcon />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon />, label: 'Very happy' },
};

// Draws a different face for each value; `value` is the value the icon stands for.
function FaceIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{faces[value].icon}</span>;
}

export default function RatingCustomIcons() {
  return (
    <Stack spacing={3}>
      <Box component="fieldset" sx={fieldset}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          How much did you enjoy “The Lighthouse Keeper’s Daughter”?
        </Typography>
        <Rating
          name="rating-custom-hearts"
          defaultValue={4}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{
            [`& .${ratingClasses.iconFilled}`]: { color: 'error.main' },
            [`& .${ratingClasses.iconHover}`]: { color: 'error.dark' },
            [`& .${ratingClasses.iconEmpty}`]: { color: 'text.secondary' },
          }}
        />
      </Box>
      <Box component="fieldset" sx={fieldset}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          How do you feel about the new timetable?
        </Typography>
        <Rating
          name="rating-custom-faces"
          defaultValue={3}
          highlightSelectedOnly
          IconContainerComponent={FaceIcon}
          getLabelText={(value) => faces[value].label}
          sx={{
            [`& .${ratingClasses.iconFilled}`]: { color: 'primary.main' },
            [`& .${ratingClasses.iconEmpty}`]: { color: 'text.secondary' },
          }}
        />
      </Box>
    </Stack>
  );
}
