// The albums of an event on its edit page, each a link to its own edit page (the albums screens).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { translateApiError } from '../../lib/form-errors';
import { eventAlbumsQuery } from './qr-codes.api';
import { useAlbumName } from '../../lib/album-name';
import { paths } from '@hatira/shared/paths';

/** The album screens of an event's owner (SPEC §2: /medias/albums…). */
const ALBUMS_PATH = paths.albums;

export function EventAlbumsCard({ qrCodeId }: { qrCodeId: string }) {
  const { t } = useTranslation('qr-codes');
  const albumName = useAlbumName();
  const albums = useQuery(eventAlbumsQuery(qrCodeId));
  const forEvent = `?qrCodeId=${encodeURIComponent(qrCodeId)}`;

  return (
    <Card component="section" aria-labelledby="qr-albums-title">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id="qr-albums-title" variant="h6" component="h2">
            {t('albums.title')}
          </Typography>
          <Button
            component={RouterLink}
            to={`${ALBUMS_PATH}/add${forEvent}`}
            size="small"
            startIcon={<AddIcon />}
          >
            {t('albums.add')}
          </Button>
        </Stack>
        {albums.isPending ? (
          <Stack spacing={1} aria-label={t('albums.loading')} role="progressbar">
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : albums.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void albums.refetch()}>
                {t('common:retry')}
              </Button>
            }
          >
            {translateApiError(t, albums.error)}
          </Alert>
        ) : (
          <List dense disablePadding>
            {albums.data.items.map((album) => (
              <ListItemButton key={album.id} component={RouterLink} to={`${ALBUMS_PATH}/edit/${album.id}`}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {album.isProtected ? (
                    <LockOutlinedIcon fontSize="small" titleAccess={t('albums.protected')} />
                  ) : (
                    <PhotoLibraryOutlinedIcon fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText primary={albumName(album.name)} />
                {!album.isActive && <Chip size="small" label={t('albums.inactive')} />}
              </ListItemButton>
            ))}
          </List>
        )}
        <Button component={RouterLink} to={`${ALBUMS_PATH}${forEvent}`} size="small" sx={{ mt: 1 }}>
          {t('albums.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
