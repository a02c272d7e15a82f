import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The Danger Zone card (spec §2 Settings): Delete Account opens 'Confirm Account Deletion'. */
export function DangerZone() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Card component="section" aria-labelledby="danger-zone-title" sx={{ borderColor: 'error.main' }}>
        <CardContent>
          <Typography id="danger-zone-title" variant="h4" component="h2" color="error" gutterBottom>
            Danger Zone
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Deleting your account removes your profile, recordings, results and credit history for good.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete Account
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
