import React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { PostCover, PostMeta, SERIF } from './PostParts';
import type { Post } from './posts';

/**
 * The title is a real heading holding a button; the button's ::after stretches over the
 * whole card so the card is clickable without hiding the heading inside a button.
 */
const stretchedButton: SxProps<Theme> = {
  position: 'static',
  textAlign: 'start',
  color: 'inherit',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

const cardHover = {
  position: 'relative',
  transition: 'border-color 150ms, box-shadow 150ms',
  '&:hover': { borderColor: 'primary.main' },
};

function TitleButton({ post, onOpen }: { post: Post; onOpen: (post: Post) => void }) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => onOpen(post)}
      aria-haspopup="dialog"
      sx={stretchedButton}
    >
      {post.title}
    </Link>
  );
}

/** A post in the grid: cover, category, title, excerpt and byline. Opens the reader. */
export function PostCard({ post, onOpen }: { post: Post; onOpen: (post: Post) => void }) {
  return (
    <Card component="article" sx={{ ...cardHover, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <PostCover post={post} sx={{ aspectRatio: '16 / 8' }} />
      <Stack spacing={1.25} sx={{ p: 2.5, flex: 1 }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
          {post.category}
        </Typography>
        <Typography component="h3" variant="h6" sx={{ fontFamily: SERIF, fontWeight: 700, lineHeight: 1.3 }}>
          <TitleButton post={post} onOpen={onOpen} />
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', flex: 1 }}
        >
          {post.excerpt}
        </Typography>
        <PostMeta post={post} />
      </Stack>
    </Card>
  );
}

/** The lead story: a wide card with large cover art. */
export function FeaturedPost({ post, onOpen }: { post: Post; onOpen: (post: Post) => void }) {
  return (
    <Card
      component="article"
      sx={{
        ...cardHover,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
        boxShadow: '0 30px 60px -40px rgba(15, 23, 42, 0.45)',
      }}
    >
      <PostCover post={post} sx={{ minHeight: { xs: 180, sm: 240, md: 360 } }} />
      <Stack spacing={2} sx={{ p: { xs: 3, md: 5 }, justifyContent: 'center' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label="Featured" color="primary" size="small" sx={{ fontWeight: 700 }} />
          <Typography variant="overline" color="text.secondary">
            {post.category}
          </Typography>
        </Stack>
        <Typography
          component="h2"
          sx={{ fontFamily: SERIF, fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' }, lineHeight: 1.2 }}
        >
          <TitleButton post={post} onOpen={onOpen} />
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
          {post.excerpt}
        </Typography>
        <PostMeta post={post} />
        <Box
          aria-hidden="true"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 700 }}
        >
          Read the story
          <ArrowForwardRoundedIcon fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </Box>
      </Stack>
    </Card>
  );
}
