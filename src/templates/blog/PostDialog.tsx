import React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { PostCover, PostMeta, SERIF } from './PostParts';
import type { Post } from './posts';

/** Reads a post in a dialog (full screen on phones). */
export default function PostDialog({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={Boolean(post)}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="post-dialog-title"
    >
      {post && (
        <>
          <PostCover post={post} sx={{ height: { xs: 140, sm: 200 }, flexShrink: 0 }} />
          <IconButton
            aria-label="Close article"
            onClick={onClose}
            sx={{
              position: 'absolute',
              top: 12,
              insetInlineEnd: 12,
              bgcolor: 'rgba(0,0,0,0.45)',
              color: '#fff',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.65)', color: '#fff' },
            }}
          >
            <CloseRoundedIcon />
          </IconButton>
          <DialogContent sx={{ px: { xs: 3, sm: 6 }, py: 4 }}>
            <Typography variant="overline" color="primary" component="p">
              {post.category}
            </Typography>
            <Typography
              id="post-dialog-title"
              component="h2"
              sx={{
                fontFamily: SERIF,
                fontWeight: 700,
                fontSize: { xs: '1.6rem', sm: '2.1rem' },
                lineHeight: 1.2,
                mb: 2,
              }}
            >
              {post.title}
            </Typography>
            <PostMeta post={post} />
            <Stack spacing={2} sx={{ mt: 3 }}>
              {post.body.map((paragraph) => (
                <Typography
                  key={paragraph.slice(0, 24)}
                  sx={{ fontFamily: SERIF, fontSize: '1.15rem', lineHeight: 1.75 }}
                >
                  {paragraph}
                </Typography>
              ))}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose}>Back to all posts</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
