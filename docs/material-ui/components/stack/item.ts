import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

/** A shaded box that makes each child of the stack visible. */
export const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1, 2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  backgroundColor: theme.palette.action.hover,
  boxShadow: 'none',
}));
