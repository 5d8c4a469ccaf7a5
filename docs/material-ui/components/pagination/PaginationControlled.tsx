import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviews = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  title: `Review #${index + 1}`,
  stars: 5 - (index % 3),
}));

const PER_PAGE = 5;

export default function PaginationControlled() {
  const [page, setPage] = React.useState(1);
  const pages = Math.ceil(reviews.length / PER_PAGE);
  const visible = reviews.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Reviews {visible[0].id}–{visible[visible.length - 1].id} of {reviews.length}
      </Typography>
      <List dense>
        {visible.map((review) => (
          <ListItem key={review.id} divider>
            <ListItemText
              primary={review.title}
              secondary={`${review.stars} out of 5 stars`}
            />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pages}
        page={page}
        onChange={(_event, next) => setPage(next)}
        aria-label="Review pages"
      />
    </Stack>
  );
}
