import { Button } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { outlinedOnTealSx } from './on-dark';
import { whatsAppLinkProps } from './whatsapp-link';

/** 'WhatsApp Chat' on the deep-teal call-to-action panels (home 'Want to Talk?', the services banner). */
export function WhatsAppChatButton() {
  return (
    <Button
      variant="outlined"
      size="large"
      {...whatsAppLinkProps}
      startIcon={<WhatsAppIcon />}
      sx={outlinedOnTealSx}
    >
      WhatsApp Chat
    </Button>
  );
}
