import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

/** A labelled cell that makes the grid's columns visible. */
export const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  backgroundColor: theme.palette.action.hover,
  boxShadow: 'none',
}));
