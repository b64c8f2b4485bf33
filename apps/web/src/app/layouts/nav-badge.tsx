// The count beside a navigation item (e.g. posts awaiting approval): a small pill for the eye and
// a sentence for screen readers.
import Box from '@mui/material/Box';
import { useNavBadge, type NavBadge, type NavItem } from '../navigation';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';

const MAX_SHOWN = 99;

export function NavCountBadge({ badge }: { badge: NavBadge }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          flexShrink: 0,
          minWidth: 22,
          px: 0.75,
          ml: 1,
          borderRadius: 999,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {badge.count > MAX_SHOWN ? `${MAX_SHOWN}+` : badge.count}
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {`, ${badge.label}`}
      </Box>
    </>
  );
}

/** The item's badge, or nothing when it has none (or its count is zero). */
export function NavItemBadge({ item }: { item: NavItem }) {
  const badge = useNavBadge(item);
  return badge ? <NavCountBadge badge={badge} /> : null;
}
