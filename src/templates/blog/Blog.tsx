import React, { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Main from '../shared/Main';
import BlogSidebar from './BlogSidebar';
import { FeaturedPost, PostCard } from './PostCard';
import PostDialog from './PostDialog';
import { SERIF } from './PostParts';
import { CATEGORIES, POSTS, archiveMonths, formatMonth, type Category, type Post } from './posts';

const LATEST_PAGE_SIZE = 6;

/** "Margin Notes", the team blog of a fictional software company. */
export default function Blog() {
  const [category, setCategory] = useState<Category | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [openPost, setOpenPost] = useState<Post | null>(null);
  const [showOlder, setShowOlder] = useState(false);

  const featured = POSTS[0];
  const filtering = Boolean(category || month || query.trim());
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return POSTS.filter(
      (post) =>
        (!category || post.category === category) &&
        (!month || post.date.startsWith(month)) &&
        (!needle || `${post.title} ${post.excerpt}`.toLowerCase().includes(needle)),
    );
  }, [category, month, query]);
  const latest = POSTS.slice(1);
  const listed = filtering ? visible : showOlder ? latest : latest.slice(0, LATEST_PAGE_SIZE);
  const clearFilters = () => {
    setCategory(null);
    setMonth(null);
    setQuery('');
  };

  const describeFilter = [category, month && formatMonth(month), query.trim() && `“${query.trim()}”`]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <Box
        component="header"
        id="blog-top"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 }, pb: 2 }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
          >
            <Box>
              <Typography
                component="h1"
                sx={{ fontFamily: SERIF, fontWeight: 700, fontSize: { xs: '2.2rem', md: '3rem' }, lineHeight: 1.05 }}
              >
                Margin Notes
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Essays on building calm software, from the team behind Tandem.
              </Typography>
            </Box>
            <TextField
              label="Search posts"
              type="search"
              size="small"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              sx={{ width: { xs: '100%', md: 280 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRoundedIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
          <Box
            component="nav"
            aria-label="Categories"
            sx={{ mt: 3, mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, overflowX: 'auto', scrollbarWidth: 'none' }}
          >
            <Stack direction="row" spacing={1} sx={{ width: 'max-content', pb: 0.5 }}>
              {[null, ...CATEGORIES].map((item) => {
                const selected = category === item;
                return (
                  <Chip
                    key={item ?? 'all'}
                    label={item ?? 'All topics'}
                    clickable
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => setCategory(item)}
                    sx={{ fontWeight: 600 }}
                  />
                );
              })}
            </Stack>
          </Box>
        </Container>
      </Box>
      <Main sx={{ flex: 1 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          {!filtering && (
            <Box component="section" aria-label="Featured story" sx={{ mb: { xs: 5, md: 7 } }}>
              <FeaturedPost post={featured} onOpen={setOpenPost} />
            </Box>
          )}
          <Grid container spacing={{ xs: 5, md: 6 }}>
            <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="latest-title">
              <Stack
                direction="row"
                sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
              >
                <Typography id="latest-title" component="h2" variant="h5" sx={{ fontFamily: SERIF }}>
                  {filtering ? 'Matching posts' : 'Latest posts'}
                </Typography>
                {filtering && (
                  <Typography variant="body2" color="text.secondary" role="status">
                    {visible.length} {visible.length === 1 ? 'post' : 'posts'} for {describeFilter}.{' '}
                    <Link component="button" type="button" variant="body2" onClick={clearFilters}>
                      Clear filters
                    </Link>
                  </Typography>
                )}
              </Stack>
              {listed.length > 0 ? (
                <>
                  <Grid container spacing={3}>
                    {listed.map((post) => (
                      <Grid key={post.id} size={{ xs: 12, sm: 6 }}>
                        <PostCard post={post} onOpen={setOpenPost} />
                      </Grid>
                    ))}
                  </Grid>
                  {!filtering && !showOlder && latest.length > LATEST_PAGE_SIZE && (
                    <Box sx={{ mt: 4, textAlign: 'center' }}>
                      <Button variant="outlined" size="large" onClick={() => setShowOlder(true)}>
                        Show older posts
                      </Button>
                    </Box>
                  )}
                </>
              ) : (
                <Box
                  sx={{
                    py: 6,
                    textAlign: 'center',
                    border: 1,
                    borderStyle: 'dashed',
                    borderColor: 'divider',
                    borderRadius: 3,
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>No posts match those filters.</Typography>
                  <Button onClick={clearFilters} sx={{ mt: 1 }}>
                    Show all posts
                  </Button>
                </Box>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <BlogSidebar months={archiveMonths(POSTS)} selectedMonth={month} onSelectMonth={setMonth} />
            </Grid>
          </Grid>
        </Container>
      </Main>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Box>
              <Typography sx={{ fontFamily: SERIF, fontWeight: 700, fontSize: '1.2rem' }}>Margin Notes</Typography>
              <Typography variant="body2" color="text.secondary">
                © 2026 Tandem Labs. All people and companies here are fictional.
              </Typography>
            </Box>
            <Link href="#blog-top" variant="body2">
              Back to top
            </Link>
          </Stack>
        </Container>
      </Box>
      <PostDialog post={openPost} onClose={() => setOpenPost(null)} />
    </>
  );
}
