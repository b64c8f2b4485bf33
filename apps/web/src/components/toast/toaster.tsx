// Shows lib/toast.ts's message at the bottom of the screen for a few seconds. Mounted once by the
// admin layout; the message is a polite live region (role="status"), so screen readers say it too.
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { dismissToast, useToast } from '../../lib/toast';

const TOAST_MS = 5000;

export function Toaster() {
  const toast = useToast();
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={TOAST_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page is not a reason to hide what was just said.
        if (toast && reason !== 'clickaway') dismissToast(toast.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          role="status"
          severity={toast.severity}
          variant="filled"
          onClose={() => dismissToast(toast.id)}
          sx={{ width: '100%' }}
        >
          {toast.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
