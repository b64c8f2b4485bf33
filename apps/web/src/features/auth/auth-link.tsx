// A link between the sign-in pages, in the theme's primary colour (a router link, no MUI Link).
import { Link as RouterLink } from 'react-router';
import { styled } from '@mui/material/styles';

export const AuthLink = styled(RouterLink)(({ theme }) => ({
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    borderRadius: 2,
  },
}));
