import { Outlet } from 'react-router-dom';

// Placeholder until the shell lands: header, footer, WhatsApp button.
export function PublicLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
