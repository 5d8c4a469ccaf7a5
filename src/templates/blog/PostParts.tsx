import React from 'react';
import Avatar from '@mui/material/Avatar';
import Box, { type BoxProps } from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type Post } from './posts';

export const SERIF = 'Georgia, Cambria, "Times New Roman", Times, serif';

/** Generated cover art for a post. Decorative. */
export function PostCover({ post, sx, ...other }: { post: Post } & BoxProps) {
  return (
    <Box
      aria-hidden="true"
      sx={[{ background: post.cover, backgroundColor: '#312e81' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...other}
    />
  );
}

/** Author, date and reading time. */
export function PostMeta({ post }: { post: Post }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={{
          width: 28,
          height: 28,
          fontSize: 12,
          fontWeight: 700,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {post.author.initials}
      </Avatar>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {post.author.name}
        </Box>
        {' · '}
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {' · '}
        {post.minutes} min read
      </Typography>
    </Stack>
  );
}
