import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function TypographyArticleHeader() {
  return (
    <Box component="article" sx={{ maxWidth: 640 }}>
      <Typography variant="overline" component="p" color="primary">
        Travel · Northern Portugal
      </Typography>
      <Typography variant="h4" component="h3" gutterBottom>
        Three days on the Douro line, one station at a time
      </Typography>
      <Typography variant="subtitle1" component="p" color="textSecondary">
        The slow train from Porto to Pocinho follows the river for 170 km. We got off
        wherever the timetable allowed a lunch.
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        By Inês Duarte · <time dateTime="2024-05-12">12 May 2024</time> · 7 min read
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Typography variant="body1" gutterBottom>
        The 07:25 from São Bento is mostly commuters until Marco de Canaveses. After
        that the valley opens, the terraces start, and the carriage goes quiet as
        people move to the river side.
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        Fares and times checked on 2 May 2024.
      </Typography>
    </Box>
  );
}
